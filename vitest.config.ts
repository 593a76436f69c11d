import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'] } },
      { test: { name: 'content', root: 'content', include: ['test/**/*.test.{ts,mjs}'] } },
      { test: { name: 'tooling', root: 'scripts', include: ['**/*.test.mjs'] } },
      './apps/web/vitest.config.ts',
      './apps/server/vitest.config.ts',
    ],
  },
});
