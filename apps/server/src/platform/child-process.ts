import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

export interface ChildProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** The child's CPU priority (nice value, os.constants.priority): lower for background work. */
  priority?: number;
}

/**
 * Starts the entry `name` beside the calling module (`moduleUrl`, its import.meta.url) as a child process with a
 * message channel: for native code that can abort, where a worker thread would take the server down with it.
 * Built, that is `<name>.js` beside the bundle (build.mjs); from source, `<name>.ts` through tsx's loader.
 */
export function startChildProcess(moduleUrl: string, name: string, options: ChildProcessOptions = {}): ChildProcess {
  const child = moduleUrl.endsWith('.ts')
    ? fork(fileURLToPath(new URL(`./${name}.ts`, moduleUrl)), { execArgv: ['--import', 'tsx'], env: options.env })
    : fork(fileURLToPath(new URL(`./${name}.js`, moduleUrl)), { env: options.env });
  // A child that already ended (or a platform that refuses) keeps its priority: it only runs a little sooner.
  if (options.priority !== undefined && child.pid !== undefined)
    try {
      setPriority(child.pid, options.priority);
    } catch {}
  return child;
}
