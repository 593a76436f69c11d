import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { databaseFreeDirectories } from './database-free';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one PGlite database once and dumps it; each test file starts from a copy (0.7 s, not 6 s).
 * Also bundles the server (under a second), so tests that spawn `dist/server.js` run the current code.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: 'inherit' });
  const database = await openPglite();
  await migrate(database);
  const file = path.join(tmpdir(), `kurio-pglite-template-${process.pid}.tar`);
  const dump = await database.dump!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  reportOtherEngineFiles(process.env.KURIO_TEST_DB === 'postgres' ? 'pglite' : 'postgres');
}

/** Names the files vitest.config.ts leaves out of this engine's run, so a reader knows they exist. */
function reportOtherEngineFiles(other: 'pglite' | 'postgres') {
  const files = readdirSync(path.resolve(import.meta.dirname, '..')).filter((name) =>
    name.endsWith(`.${other}.test.ts`),
  );
  if (files.length === 0) return;
  const engine = other === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.info(`Not applicable on this engine (${engine} only, run with KURIO_TEST_DB=${other}): ${files.join(', ')}`);
  if (other === 'pglite')
    console.info(`Run on PGlite only, as they open no database: ${databaseFreeDirectories.join(', ')}`);
}
