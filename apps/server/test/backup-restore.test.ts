import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPglite, openPostgres, pgliteDir } from '../src/db/client';
import { bucketDrift } from './helpers/card-counters';
import { api, signUpOver } from './helpers/http-client';
import { createProcessDatabase, type ProcessDatabase } from './helpers/process-database';
import { startServerProcess } from './helpers/server-process';
import { runOnTestDatabase, testEngine } from './helpers/test-app';

const run = promisify(execFile);
const backupEntry = path.resolve(import.meta.dirname, '../dist/backup.js');
/** `npm run backup` / `npm run restore` as an operator runs them: the built CLI, DATA_DIR in the environment. */
const cli = (command: 'backup' | 'restore', file: string, dataDir: string) =>
  run(process.execPath, [backupEntry, command, file], { env: { ...process.env, DATA_DIR: dataDir } });

interface CardRow {
  id: number;
  user_id: string;
  question: string;
  answer: string;
  due_at: string;
}

/** Every card and account in a database no server holds, and whether its counters match its cards. */
async function contents(open: () => Promise<DbHandle>) {
  const database = await open();
  try {
    return await database.withConnection(async (connection) => ({
      // The bigserial id as a number on both engines: node-postgres hands int8 over as text.
      cards: await connection.query<CardRow>(
        'SELECT id::float8 AS id, user_id, question, answer, due_at::text FROM cards ORDER BY id',
      ),
      users: (await connection.query<{ id: string }>('SELECT id FROM users')).map((row) => row.id),
      counterDrift: await bucketDrift(database.db),
    }));
  } finally {
    await database.close();
  }
}

type Contents = Awaited<ReturnType<typeof contents>>;

/**
 * The copy is of one moment between the backup's start and end: every write acknowledged before it began, none
 * made after it ended (each writer may have had one answer on its way), each row as the original has it, and
 * the counters agreeing with the cards.
 */
function expectOneMoment(
  restored: Contents,
  original: Contents,
  acknowledged: { before: number[]; after: number[]; writers: number },
) {
  const restoredIds = new Set(restored.cards.map((card) => card.id));
  for (const id of acknowledged.before) expect(restoredIds.has(id)).toBe(true);
  expect(restored.cards.length).toBeLessThanOrEqual(acknowledged.after.length + acknowledged.writers);
  expect(restored.cards.length).toBeLessThan(original.cards.length);
  const originalById = new Map(original.cards.map((card) => [card.id, card]));
  for (const card of restored.cards) expect(card).toEqual(originalById.get(card.id));
  expect(restored.users.every((id) => original.users.includes(id))).toBe(true);
  expect(restored.counterDrift).toBe(0);
  console.info(
    `backup under write load: ${restored.cards.length} of ${original.cards.length} cards in the copy ` +
      `(${acknowledged.before.length} acknowledged before it began, ${acknowledged.after.length} by its end)`,
  );
}

/** Writers that sign up and create cards one request at a time until stopped; returns the acknowledged ids. */
function writeLoad(url: string, writers: number) {
  const acknowledged: number[] = [];
  let stopped = false;
  const writer = async (n: number) => {
    for (let account = 0; !stopped; account++) {
      const { sid } = await signUpOver(url);
      // The free plan holds 100 cards: a new account every 50.
      for (let i = 0; i < 50 && !stopped; i++) {
        const body = { cards: [{ question: `Q ${n}.${account}.${i}?`, answer: `A ${i}` }] };
        const response = await api(url, '/api/card/create', { sid, body });
        if (response.status !== 200) throw new Error(`create answered ${response.status}`);
        acknowledged.push(...response.body.cards.map((card: { id: number }) => card.id));
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
  let failure: unknown;
  done.catch((error) => {
    failure = error;
  });
  return {
    acknowledged,
    /** Resolves once `count` writes are acknowledged; throws what stopped a writer. */
    reached: async (count: number) => {
      while (acknowledged.length < count) {
        if (failure) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

describe.runIf(testEngine === 'pglite')('npm run backup and npm run restore (PGlite)', () => {
  let database: ProcessDatabase;
  let scratch: string;
  beforeAll(async () => {
    database = await createProcessDatabase();
    scratch = mkdtempSync(path.join(tmpdir(), 'kurio-backup-'));
  });
  afterAll(async () => {
    await database.remove();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('copies the database while the server takes writes, and restores it whole into an empty directory', async () => {
    const dataDir = database.env.DATA_DIR!;
    const file = path.join(scratch, 'kurio-backup.tar.gz');
    const server = await startServerProcess({ ...database.env, SIGNUP_LIMIT_PER_HOUR: '10000' });
    const writers = 3;
    const load = writeLoad(server.url, writers);
    await load.reached(30);
    const beforeBackup = [...load.acknowledged];
    const backup = await cli('backup', file, dataDir);
    const afterBackup = [...load.acknowledged];
    await load.reached(afterBackup.length + 30);
    await load.stop();
    expect(await server.kill('SIGTERM')).toBe(0);
    expect(backup.stdout).toMatch(/Backed up/);
    expect(beforeBackup.length).toBeGreaterThan(10);
    expect(load.acknowledged.length).toBeGreaterThan(afterBackup.length);

    const refused = await cli('restore', file, dataDir).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty: restore only into an empty data directory/);

    const restoredDir = path.join(scratch, 'restored');
    expect((await cli('restore', file, restoredDir)).stdout).toMatch(/Restored .* accounts/);
    const original = await contents(() => openPglite({ dataDir: pgliteDir(dataDir) }));
    const restored = await contents(() => openPglite({ dataDir: pgliteDir(restoredDir) }));
    expectOneMoment(restored, original, { before: beforeBackup, after: afterBackup, writers });

    const again = await startServerProcess({ DATA_DIR: restoredDir });
    try {
      expect((await api(again.url, '/healthz')).status).toBe(200);
    } finally {
      expect(await again.kill('SIGTERM')).toBe(0);
    }
  }, 120_000);
});

/** A new, empty database beside TEST_DATABASE_URL's: pg_dump and pg_restore work on whole databases. */
async function newDatabase(name: string) {
  await runOnTestDatabase(`DROP DATABASE IF EXISTS ${name}`);
  await runOnTestDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnTestDatabase(`DROP DATABASE IF EXISTS ${name}`) };
}

describe.runIf(testEngine === 'postgres')("the README's pg_dump and pg_restore (PostgreSQL)", () => {
  it('copy the database while the server takes writes, and restore it whole into an empty database', async () => {
    const original = await newDatabase(`kurio_backup_${process.pid}`);
    const restoredDb = await newDatabase(`kurio_restored_${process.pid}`);
    const scratch = mkdtempSync(path.join(tmpdir(), 'kurio-pg-backup-'));
    try {
      const file = path.join(scratch, 'kurio.dump');
      const server = await startServerProcess({ DATABASE_URL: original.url, SIGNUP_LIMIT_PER_HOUR: '10000' });
      const writers = 3;
      const load = writeLoad(server.url, writers);
      await load.reached(30);
      const beforeBackup = [...load.acknowledged];
      await run('pg_dump', ['--format=custom', `--file=${file}`, original.url]);
      const afterBackup = [...load.acknowledged];
      await load.reached(afterBackup.length + 30);
      await load.stop();
      expect(await server.kill('SIGTERM')).toBe(0);

      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredDb.url}`, file]);
      const before = await contents(() => openPostgres(original.url));
      const restored = await contents(() => openPostgres(restoredDb.url));
      expectOneMoment(restored, before, { before: beforeBackup, after: afterBackup, writers });
      const again = await startServerProcess({ DATABASE_URL: restoredDb.url });
      try {
        expect((await api(again.url, '/healthz')).status).toBe(200);
      } finally {
        expect(await again.kill('SIGTERM')).toBe(0);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      await original.drop();
      await restoredDb.drop();
    }
  }, 120_000);
});
