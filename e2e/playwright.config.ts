import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(tmpdir(), `kurio-e2e-${process.pid}`);
/** The local mail server parent alerts go to, and the HTTP port a journey reads its messages from. */
const smtpPort = port + 25;
export const mailboxUrl = `http://127.0.0.1:${port + 26}`;

// Shared with scripts/bench/lighthouse.mjs: this machine has no GPU, no sandbox and no internet.
const machineArgs: string[] = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));
export const chromiumArgs = [...machineArgs, '--autoplay-policy=no-user-gesture-required'];

/** What measures time: it runs alone, after every other journey, so nothing else shares the CPU with it. */
const timedSpecs = ['responsiveness.spec.ts', 'offline-review.spec.ts'];
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Drives the real built app (npm run build first) in Debian's Chromium. A journey spends most of its time waiting
 * on the page, so two run at once (each on its own accounts); the timed specs then run alone.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  // A journey scans its screens with axe, seconds each on a slow two-core host: the limit catches a hang, not speed.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every journey, passing or not: 16 journeys took 3.7 min with traces kept on failure
    // and 2.6 min without, on a two-core host. To debug a failure, run it again with `--trace=retain-on-failure`.
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: timedSpecs,
      use: desktopChrome,
    },
    {
      name: 'timed',
      testMatch: timedSpecs,
      dependencies: ['chromium'],
      workers: 1,
      use: desktopChrome,
    },
  ],
  webServer: [
    {
      command: 'node smtp-sink.mjs',
      url: `${mailboxUrl}/healthz`,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAILBOX_PORT: String(port + 26) },
    },
    {
      command: `rm -rf ${dataDir} && node ../apps/server/dist/server.js`,
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://localhost:${port}`,
        CONTACT_EMAIL: 'help@kurio.test',
        // Every journey signs up from 127.0.0.1; the limits themselves are covered by the server suite.
        SIGNUP_LIMIT_PER_HOUR: '10000',
        LOGIN_LIMIT_PER_15_MIN: '10000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
