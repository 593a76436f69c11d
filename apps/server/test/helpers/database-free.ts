/**
 * Where the server's tests open no database: the offline AI and the child-safety layer. The PostgreSQL run leaves
 * them to the PGlite one (vitest.config.ts), and the global setup names them.
 */
export const databaseFreeDirectories = ['src/offline-ai/**', 'src/child-safety/**'];
