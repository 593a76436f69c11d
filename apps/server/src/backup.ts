// `npm run backup -- FILE` and `npm run restore -- FILE` (dist/backup.js after the build): a copy of the
// embedded PGlite database taken from the running server, and its return into an empty data directory
// (decision 141). PostgreSQL has its own tools; the README gives the commands.
import { createReadStream, createWriteStream, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Config, ConfigError, loadConfig } from './config';
import { openPglite, pgliteDir } from './db/client';
import { backupSocketPath, socketPathProblem } from './platform/backups/backup-socket';

class Refusal extends Error {}

/** Asks the server that owns DATA_DIR for a dump and writes it gzipped, whole or not at all. */
async function backup(config: Config, file: string): Promise<void> {
  const socketPath = backupSocketPath(config.DATA_DIR);
  const problem = socketPathProblem(socketPath);
  if (problem) throw new Refusal(problem);
  if (!existsSync(socketPath)) {
    throw new Refusal(
      `No Kurio server is running on ${config.DATA_DIR} (no ${socketPath}). Start it (npm start) and run the backup ` +
        'again, or, with the server stopped, copy the whole data directory.',
    );
  }
  const partial = `${file}.partial`;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request({ socketPath, path: '/dump' }, resolve)
      .on('error', (error) => reject(new Refusal(`The server on ${config.DATA_DIR} did not answer: ${error.message}`)))
      .end();
  });
  if (response.statusCode !== 200) {
    throw new Refusal(
      `The server could not take the backup: ${(await buffer(response)).toString() || response.statusCode}`,
    );
  }
  try {
    await pipeline(response, createGzip(), createWriteStream(partial));
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
}

/** Loads a backup into DATA_DIR, which must be empty, through PGlite, and checks that it opens. */
async function restore(config: Config, file: string): Promise<void> {
  if (!existsSync(file)) throw new Refusal(`There is no backup at ${file}.`);
  if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length > 0) {
    throw new Refusal(
      `${config.DATA_DIR} is not empty: restore only into an empty data directory (set DATA_DIR to a new one, or ` +
        'move this one aside), so a restore never mixes with or overwrites data.',
    );
  }
  const tarball = new Blob([await buffer(createReadStream(file).pipe(createGunzip()))]);
  const database = await openPglite({ dataDir: pgliteDir(config.DATA_DIR), loadDataDir: tarball });
  try {
    const { rows } = await database.db.execute<{ users: number }>(sql`SELECT count(*)::int AS users FROM users`);
    const users = rows[0]?.users ?? 0;
    console.info(`Restored ${file} into ${config.DATA_DIR}: ${users} accounts. Start Kurio with this DATA_DIR.`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Refusal('Usage: npm run backup -- FILE   or   npm run restore -- FILE');
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Refusal('DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (see the README).');
  }
  const started = performance.now();
  await (command === 'backup' ? backup(config, file) : restore(config, file));
  if (command === 'backup')
    console.info(`Backed up ${config.DATA_DIR} to ${file} in ${Math.round(performance.now() - started)} ms.`);
}

main().catch((error) => {
  console.error(error instanceof Refusal || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
