// The import rules of .dependency-cruiser.cjs, shown to fail on the imports they forbid and to pass the ones the
// layout relies on. Each case builds a two-file tree in a temporary folder shaped like the repository.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const { forbidden } = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');
const folders = [];

/** The names of the rules broken when `from` imports `to` (paths relative to the repository root). */
async function brokenRules(from, to) {
  const root = mkdtempSync(path.join(tmpdir(), 'kurio-imports-'));
  folders.push(root);
  for (const file of [from, to]) mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
  let specifier = path.relative(path.dirname(from), to).replace(/\.tsx?$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  writeFileSync(path.join(root, from), `import { value } from '${specifier}';\nexport const used = value;\n`);
  writeFileSync(path.join(root, to), 'export const value = 1;\n');
  const result = await cruise([path.dirname(from).split('/')[0]], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  return result.output.summary.violations.map((violation) => violation.rule.name);
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('import rules', () => {
  it.each([
    ['apps/web/src/features/cards/a.ts', 'apps/web/src/features/quests/b.ts', 'web-feature-knows-no-other-feature'],
    ['apps/web/src/components/a.tsx', 'apps/web/src/features/accounts/b.ts', 'web-shared-knows-no-feature'],
    ['apps/web/src/lib/a.ts', 'apps/web/src/app/b.ts', 'web-shared-knows-no-feature'],
    ['apps/web/src/features/cards/a.ts', 'apps/web/src/app/b.ts', 'web-feature-knows-no-app'],
    ['apps/web/src/lib/a.ts', 'apps/server/src/domains/cards/services/b.ts', 'web-never-imports-server'],
    ['apps/server/src/domains/cards/services/a.ts', 'apps/server/src/http/b.ts', 'services-know-no-http'],
    [
      'apps/server/src/domains/cards/services/a.ts',
      'apps/server/src/domains/cards/routes/b.ts',
      'services-know-no-http',
    ],
    ['apps/server/src/adapters/ai/a.ts', 'apps/server/src/http/b.ts', 'adapters-know-no-domain-http'],
    [
      'apps/server/src/domains/cards/routes/a.ts',
      'apps/server/src/domains/accounts/services/b.ts',
      'domain-through-public-entry',
    ],
    [
      'apps/server/src/domains/companion/services/a.ts',
      'apps/server/src/domains/lessons/services/b.ts',
      'domain-through-public-entry',
    ],
    ['apps/server/src/http/a.ts', 'apps/server/src/domains/accounts/services/b.ts', 'http-knows-no-domain'],
    [
      'apps/server/src/offline-ai/a.ts',
      'apps/server/src/domains/cards/services/b.ts',
      'language-code-knows-no-domain-http',
    ],
    ['apps/server/src/child-safety/a.ts', 'apps/server/src/http/b.ts', 'language-code-knows-no-domain-http'],
    ['packages/shared/src/a.ts', 'apps/web/src/lib/b.ts', 'shared-package-imports-no-app'],
  ])('%s may not import %s (%s)', async (from, to, rule) => {
    expect(await brokenRules(from, to)).toEqual([rule]);
  });

  it.each([
    ['apps/web/src/features/cards/components/a.tsx', 'apps/web/src/features/cards/api/b.ts'],
    ['apps/web/src/features/cards/a.ts', 'apps/web/src/sign-in/b.ts'],
    ['apps/web/src/app/a.ts', 'apps/web/src/features/cards/b.ts'],
    ['apps/server/src/domains/cards/routes/a.ts', 'apps/server/src/http/b.ts'],
    ['apps/server/src/domains/cards/services/a.ts', 'apps/server/src/domains/cards/services/b.ts'],
    ['apps/server/src/domains/cards/services/a.ts', 'apps/server/src/domains/accounts/public.ts'],
    ['apps/server/src/domains/cards/routes/a.ts', 'apps/server/src/domains/accounts/routes/public.ts'],
    ['apps/server/src/http/a.ts', 'apps/server/src/domains/domain-error.ts'],
  ])('%s may import %s', async (from, to) => {
    expect(await brokenRules(from, to)).toEqual([]);
  });
});
