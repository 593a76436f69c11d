import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { clusterTemplateDir } from './db/pglite-cluster-template';
import { backupSocketPath, listenForBackups } from './platform/backups/backup-socket';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = loggerOptions(config.LOG_LEVEL);
  const serverDir = path.dirname(fileURLToPath(import.meta.url));
  const database = await openDatabase(
    config,
    (message) => console.info(message),
    path.join(serverDir, clusterTemplateDir),
  );
  const webRoot = path.resolve(serverDir, '../../web/dist');
  const app = await buildApp({ config, database, webRoot, logger });
  // PGlite belongs to this process alone, so `npm run backup` asks it for a copy (decision 141). Serving matters
  // more than that socket: a DATA_DIR path too long for a Unix socket (about 100 bytes) costs only the backups.
  const stopBackups = database.dump
    ? await listenForBackups(backupSocketPath(config.DATA_DIR), database.dump, app.log).catch((error) => {
        app.log.error(error, 'npm run backup will not work: the backup socket could not listen');
        return undefined;
      })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close waits for in-flight requests, then the onClose hook closes the database.
    await stopBackups?.();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Kurio is running at ${config.PUBLIC_URL} (database: ${database.engine}, AI: ${config.AI_PROVIDER})`);
}

main().catch((error) => {
  console.error('Kurio failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
