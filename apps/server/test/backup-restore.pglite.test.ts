import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteDir } from '../src/db/client';
import { contents, expectOneMoment, writeLoad } from './helpers/backup-under-load';
import { api } from './helpers/http-client';
import { createProcessDatabase, type ProcessDatabase } from './helpers/process-database';
import { startServerProcess } from './helpers/server-process';

const run = promisify(execFile);
const backupEntry = path.resolve(import.meta.dirname, '../dist/backup.js');
/** `npm run backup` / `npm run restore` as an operator runs them: the built CLI, DATA_DIR in the environment. */
const cli = (command: 'backup' | 'restore', file: string, dataDir: string) =>
  run(process.execPath, [backupEntry, command, file], { env: { ...process.env, DATA_DIR: dataDir } });

describe('npm run backup and npm run restore (PGlite)', () => {
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
