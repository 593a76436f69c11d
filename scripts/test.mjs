// `npm test`: typecheck, lint, unit, server integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// and end-to-end tests, then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'kurio-test-'));
const totals = { passed: 0, failed: 0 };
const failedSteps = [];

/** Each step's time, printed at the end: CI has a time limit, and this says where it goes. */
const stepSeconds = [];

function run(name, command, args, env = {}) {
  console.info(`\n━━ ${name} ━━`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stepSeconds.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name, projects, env = {}) {
  const output = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  run(name, 'npx', [...args, `--outputFile=${output}`], env);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } catch {
    totals.failed += 1;
  }
}

/**
 * What each failed journey's page showed when it failed (Playwright's error context: the page as an accessibility
 * tree). CI keeps only the printed output, and a failure seen once on a loaded host is otherwise not seen again.
 */
function printPageSnapshots() {
  const results = 'e2e/test-results';
  if (!existsSync(results)) return;
  for (const file of readdirSync(results, { recursive: true })) {
    if (!String(file).endsWith('error-context.md')) continue;
    console.info(`\n━━ ${file} ━━\n${readFileSync(path.join(results, String(file)), 'utf8')}`);
  }
}

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
vitest('unit tests', ['shared', 'web', 'content', 'tooling']);
vitest('server tests on PGlite', ['server']);
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', ['server'], { KURIO_TEST_DB: 'postgres' });
} else {
  console.info('\n(TEST_DATABASE_URL is not set: server tests ran on PGlite only)');
}

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  run('bundle budget', process.execPath, ['scripts/check-bundle-budget.mjs']);
  const output = path.join(reports, 'e2e.json');
  const passed = run(
    'end-to-end tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  if (!passed) printPageSnapshots();
  try {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
  } catch {
    totals.failed += 1;
  }
}

console.info(`\nTime per step: ${stepSeconds.join(', ')}`);
console.info(`Failed steps: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
