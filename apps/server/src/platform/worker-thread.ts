import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry is `name` beside the calling module (`moduleUrl`, its import.meta.url).
 * Built, that is `<name>.js` beside the bundle (build.mjs). From source (tsx in dev, vitest) it is `<name>.ts`,
 * started through tsx's `tsImport`: Node 20 runs TypeScript only through a loader, and a worker thread gets none
 * of its process's loaders. The worker resolves `tsx` from the working directory, which dev and the tests keep
 * inside the repository.
 */
export function startWorker(moduleUrl: string, name: string, options: WorkerOptions): Worker {
  if (!moduleUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, moduleUrl), options);
  const entry = JSON.stringify(new URL(`./${name}.ts`, moduleUrl).href);
  const source = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${entry}, ${JSON.stringify(moduleUrl)}))`;
  return new Worker(source, { ...options, eval: true });
}
