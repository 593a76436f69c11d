import { configDefaults, defineProject } from 'vitest/config';

// `*.postgres.test.ts` need PostgreSQL (several server processes on one database): PGlite runs leave them out
// and the global setup says so, rather than counting them as skipped.
const postgres = process.env.KURIO_TEST_DB === 'postgres';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: postgres ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.test.ts'],
    globalSetup: ['./test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
