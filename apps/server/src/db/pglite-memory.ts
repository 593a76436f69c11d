import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's default buffer pool (128MB) ends up resident in PGlite's WebAssembly heap, which never shrinks.
 * The data files stay in the OS page cache anyway, so a small pool costs a copy per miss, not a disk read
 * (decision 066).
 */
export const defaultPgliteSharedBuffers = '16MB';

export const postgresMemorySize = /^\d+(kB|MB|GB)$/;

/** PGlite's own start parameters plus the memory settings, which override the data dir's postgresql.conf. */
export function pgliteStartParams(sharedBuffers: string): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`, '-c', 'full_page_writes=off'];
}

/**
 * V8 compiles PGlite's 9 MB WebAssembly module, and later its hot functions, on background threads. One thread
 * instead of one per core leaves ~25 MB less behind (decision 068). V8 reads this flag when a compilation
 * starts, so setting it before the first PGlite is created takes effect.
 */
export function limitWasmCompilationThreads(): void {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
}
