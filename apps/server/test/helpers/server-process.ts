import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The bundle `npm run build` ships; the global setup rebuilds it so tests run the current code. */
export const builtServerEntry = path.resolve(import.meta.dirname, '../../dist/server.js');

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, known once the server listens. */
  url: string;
  output(): string;
  /** Resolves with the exit code (or the signal that ended the process). */
  exited: Promise<number | string | null>;
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
}

/**
 * Spawns the built server on a free port (PORT=0) and waits until `/healthz` answers. `env` adds to a
 * production-like environment: DATA_DIR or DATABASE_URL, limits, providers.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
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
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const started = { child, url, output: () => output, exited, kill };
  await waitForHealth(url, deadline);
  return started;
}

async function waitForHealth(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}/healthz did not answer`);
}
