import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine. The suites wait on
    // databases, spawned servers and the file system enough that two use both cores (server suite 776 → 490 s).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'] } },
      { test: { name: 'content', root: 'content', include: ['test/**/*.test.{ts,mjs}'] } },
      { test: { name: 'tooling', root: 'scripts', include: ['**/*.test.mjs'] } },
      './apps/web/vitest.config.ts',
      './apps/server/vitest.config.ts',
    ],
  },
});
