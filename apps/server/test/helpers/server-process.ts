import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The bundle `npm run build` ships; the global setup rebuilds it so tests run the current code. */
export const builtServerEntry = path.resolve(import.meta.dirname, '../../dist/server.js');

export interface SpawnedServer {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal that ended the process). */
  exited: Promise<number | string | null>;
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
}

export interface ServerProcess extends SpawnedServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
}

/** Spawns the built server on a free port (PORT=0); `env` adds to a production-like environment. */
export function spawnServerProcess(env: Record<string, string>): SpawnedServer {
  let output = '';
  const child = spawn(process.execPath, [builtServerEntry], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { child, output: () => output, exited, kill };
}

/** Waits until the process has written `pattern`; returns the match. Fails if it exits first. */
export async function waitForOutput(server: SpawnedServer, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(server.output());
    if (match) return match;
    if (server.child.exitCode !== null || Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`server never wrote ${pattern}:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the server listens and `/healthz` answers. */
export async function waitUntilServing(server: SpawnedServer, timeoutMs = 30_000): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  const [, url] = await waitForOutput(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/, timeoutMs);
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { ...server, url: url! };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}/healthz did not answer`);
}

/** Spawns the built server and waits until it serves: DATA_DIR or DATABASE_URL, limits, providers in `env`. */
export const startServerProcess = (env: Record<string, string>, timeoutMs?: number) =>
  waitUntilServing(spawnServerProcess(env), timeoutMs);
