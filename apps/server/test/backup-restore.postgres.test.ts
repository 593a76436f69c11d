import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { contents, expectOneMoment, writeLoad } from './helpers/backup-under-load';
import { api } from './helpers/http-client';
import { startServerProcess } from './helpers/server-process';
import { runOnTestDatabase } from './helpers/test-app';

const run = promisify(execFile);

/** A new, empty database beside TEST_DATABASE_URL's: pg_dump and pg_restore work on whole databases. */
async function newDatabase(name: string) {
  await runOnTestDatabase(`DROP DATABASE IF EXISTS ${name}`);
  await runOnTestDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnTestDatabase(`DROP DATABASE IF EXISTS ${name}`) };
}

describe("the README's pg_dump and pg_restore (PostgreSQL)", () => {
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
