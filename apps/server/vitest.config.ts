import { configDefaults, defineProject } from 'vitest/config';
import { databaseFreeDirectories } from './test/helpers/database-free';

// `*.postgres.test.ts` need PostgreSQL (several server processes on one database) and `*.pglite.test.ts` test what
// only the embedded database has (its backup files): each engine's run leaves the other's out, and the global setup
// says so, rather than counting them as skipped. The offline AI and the child-safety layer never open a database,
// so the PostgreSQL run leaves them to the PGlite one too (85 s of their tests on a two-core host).
const postgres = process.env.KURIO_TEST_DB === 'postgres';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(postgres ? ['**/*.pglite.test.ts', ...databaseFreeDirectories] : ['**/*.postgres.test.ts']),
    ],
    globalSetup: ['./test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The test files of one worker share its loaded modules: each file reloading the whole server cost 374 s of a
    // 490 s run on a two-core host (386 s in all without); every file builds its own app and database.
    isolate: false,
  },
});
