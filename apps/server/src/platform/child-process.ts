import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts the entry `name` beside the calling module (`moduleUrl`, its import.meta.url) as a child process with a
 * message channel: for native code that can abort, where a worker thread would take the server down with it.
 * Built, that is `<name>.js` beside the bundle (build.mjs); from source, `<name>.ts` through tsx's loader.
 */
export function startChildProcess(moduleUrl: string, name: string): ChildProcess {
  if (!moduleUrl.endsWith('.ts')) return fork(fileURLToPath(new URL(`./${name}.js`, moduleUrl)));
  return fork(fileURLToPath(new URL(`./${name}.ts`, moduleUrl)), { execArgv: ['--import', 'tsx'] });
}
