import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteDir } from '../src/db/client';
import { bucketDrift } from './helpers/card-counters';
import { api, signUpOver } from './helpers/http-client';
import { createProcessDatabase, type ProcessDatabase } from './helpers/process-database';
import { startServerProcess } from './helpers/server-process';
import { testEngine } from './helpers/test-app';

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

/** Every card and account of a stopped data directory, and whether its counters match its cards. */
async function contents(dataDir: string) {
  const database = await openPglite({ dataDir: pgliteDir(dataDir) });
  try {
    return await database.withConnection(async (connection) => ({
      cards: await connection.query<CardRow>(
        'SELECT id, user_id, question, answer, due_at::text FROM cards ORDER BY id',
      ),
      users: (await connection.query<{ id: string }>('SELECT id FROM users')).map((row) => row.id),
      counterDrift: await bucketDrift(database.db),
    }));
  } finally {
    await database.close();
  }
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
    const original = await contents(dataDir);
    const restored = await contents(restoredDir);
    // A point in time between the backup's start and end: every write acknowledged before it began, none made
    // after it ended (each writer may have had one answer on its way), each row as the original has it, and the
    // counters agreeing with the cards.
    const restoredIds = new Set(restored.cards.map((card) => card.id));
    for (const id of beforeBackup) expect(restoredIds.has(id)).toBe(true);
    expect(restored.cards.length).toBeLessThanOrEqual(afterBackup.length + writers);
    expect(restored.cards.length).toBeLessThan(original.cards.length);
    const originalById = new Map(original.cards.map((card) => [card.id, card]));
    for (const card of restored.cards) expect(card).toEqual(originalById.get(card.id));
    expect(restored.users.every((id) => original.users.includes(id))).toBe(true);
    expect(restored.counterDrift).toBe(0);
    console.info(
      `backup under write load: ${restored.cards.length} of ${original.cards.length} cards in the copy ` +
        `(${beforeBackup.length} acknowledged before it began, ${afterBackup.length} by its end)`,
    );

    const again = await startServerProcess({ DATA_DIR: restoredDir });
    try {
      expect((await api(again.url, '/healthz')).status).toBe(200);
    } finally {
      expect(await again.kill('SIGTERM')).toBe(0);
    }
  }, 120_000);
});
