import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

/**
 * Where a running server hands out copies of its PGlite database: a Unix socket in DATA_DIR, which only those
 * who may read the data directory can reach (decision 141).
 */
export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, 'backup.sock');

/** Linux keeps a Unix socket's path in 108 bytes with its NUL; Node would cut a longer one short, elsewhere. */
const maxSocketPathBytes = 107;

/** Why backups cannot use this socket path, if they cannot. */
export function socketPathProblem(socketPath: string): string | undefined {
  if (Buffer.byteLength(socketPath) <= maxSocketPathBytes) return undefined;
  return `${socketPath} is longer than the ${maxSocketPathBytes} bytes a Unix socket path may have: use a shorter DATA_DIR`;
}

/**
 * Answers `GET /dump` on the socket with a tarball of the data directory, taken by PGlite between transactions.
 * Resolves with a function that stops listening and removes the socket. A socket left by a process that died
 * is replaced: only one server may own a data directory anyway.
 */
export async function listenForBackups(
  socketPath: string,
  dump: () => Promise<Blob>,
  log: { info(message: string): void; error(error: unknown, message: string): void },
): Promise<() => Promise<void>> {
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/dump') {
      response.writeHead(404).end();
      return;
    }
    try {
      const started = performance.now();
      const tarball = Buffer.from(await (await dump()).arrayBuffer());
      response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': tarball.length });
      response.end(tarball);
      log.info(`backup: handed out ${tarball.length} bytes, taken in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      log.error(error, 'backup: the dump failed');
      response.writeHead(500).end(error instanceof Error ? error.message : String(error));
    }
  });
  const problem = socketPathProblem(socketPath);
  if (problem) throw new Error(problem);
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // 0o177: the socket is the owner's alone, whatever the umask.
    const umask = process.umask(0o177);
    server.listen(socketPath, () => resolve());
    process.umask(umask);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}
