import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { openDatabase } from '../src/db/open-database';

const root = mkdtempSync(path.join(tmpdir(), 'kurio-pglite-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A cluster on disk, as the build writes it (this one is already migrated, so a copy needs no migration). */
async function makeTemplate(): Promise<string> {
  const templateDir = path.join(root, 'template');
  const template = await openPglite({
    dataDir: templateDir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await template.close();
  return templateDir;
}

describe('PGlite data dir', () => {
  it('starts a new DATA_DIR as a copy of the cluster template and keeps an existing one as it is', async () => {
    const templateDir = await makeTemplate();
    const config = loadConfig({ DATA_DIR: path.join(root, 'data') });
    const logs: string[] = [];

    const first = await openDatabase(config, (message) => logs.push(message), templateDir);
    // The copy carries the template's migrations: nothing was applied, so no initdb-fresh cluster was made.
    expect(logs).toEqual([]);
    await first.withConnection((connection) =>
      connection.exec(`INSERT INTO users (name, email, password_hash) VALUES ('Kept', 'kept@example.com', 'x')`),
    );
    await first.close();

    const second = await openDatabase(config, (message) => logs.push(message), templateDir);
    const users = await second.withConnection((connection) =>
      connection.query<{ email: string }>('SELECT email FROM users'),
    );
    await second.close();
    expect(users).toEqual([{ email: 'kept@example.com' }]);
  });

  it('sizes the buffer pool from PGLITE_SHARED_BUFFERS, 16MB unless set', async () => {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    for (const [setting, expected] of [
      [undefined, '16MB'],
      ['32MB', '32MB'],
    ] as const) {
      const config = loadConfig({ PGLITE_SHARED_BUFFERS: setting });
      const database = await openPglite({ loadDataDir: template, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
      const [row] = await database.withConnection((connection) =>
        connection.query<{ shared_buffers: string }>('SHOW shared_buffers'),
      );
      await database.close();
      expect(row?.shared_buffers).toBe(expected);
    }
  });
});
