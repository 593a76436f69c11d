/**
 * PostgreSQL's default buffer pool (128MB) ends up resident in PGlite's WebAssembly heap, which never shrinks.
 * The data files stay in the OS page cache anyway, so a small pool costs a copy per miss, not a disk read
 * (decision 066).
 */
export const defaultPgliteSharedBuffers = '16MB';

export const postgresMemorySize = /^\d+(kB|MB|GB)$/;

/** Memory settings added to PGlite's own start parameters; they override the data dir's postgresql.conf. */
export function pgliteStartParams(sharedBuffers: string): string[] {
  return ['-c', `shared_buffers=${sharedBuffers}`, '-c', 'full_page_writes=off'];
}
