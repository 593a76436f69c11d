import { type ChildProcess, spawn } from 'node:child_process';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { passParentalGate } from './parental-gate';

/**
 * A parent whose account signs in only with Google agrees to the companion notice by signing in with Google again.
 * Google is the one thing faked: a local JWKS endpoint holds the key our "Google" signs ID tokens with, and the
 * browser gets a stand-in for Google's script. The shared journey server has no Google sign-in (every sign-up page
 * would try to load Google's script), so this file starts its own server with one.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const port = Number(process.env.E2E_PORT ?? 3100) + 40;
const baseURL = `http://localhost:${port}`;
const clientId = 'kurio-e2e.apps.googleusercontent.com';
const dataDir = path.join(tmpdir(), `kurio-e2e-google-${process.pid}`);
const serverEntry = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));

test.use({ baseURL });
test.describe.configure({ timeout: 120_000 });

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An RS256 ID token as Google issues them, for `subject`, signed with `key`. */
function googleIdToken(key: KeyObject, subject: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: 'e2e-google', typ: 'JWT' }));
  const claims = {
    iss: 'https://accounts.google.com',
    aud: clientId,
    sub: subject,
    email: 'lin.google@example.com',
    email_verified: true,
    name: 'Lin Google',
    iat: now,
    exp: now + 600,
  };
  const payload = base64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key);
  return `${header}.${payload}.${base64url(signature)}`;
}

/**
 * Stands in for Google's script: its button says it was clicked (`click_listener`), fetches a token (answered by
 * the test, like Google's popup would) and hands it to the page's one callback, as Google Identity Services does.
 */
const fakeGoogleScript = `
window.google = { accounts: { id: {
  initialize(options) { window.__googleCallback = options.callback; },
  renderButton(element, options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Continue with Google';
    button.onclick = async () => {
      options.click_listener?.();
      const credential = await (await fetch('https://accounts.google.com/gsi/e2e-token')).text();
      window.__googleCallback({ credential });
    };
    element.append(button);
  },
} } };`;

let jwks: Server;
let server: ChildProcess;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** The Google account the next sign-in in the browser is for. */
let signingInAs = 'google-parent';

test.beforeAll(async () => {
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-google', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port: jwksPort } = jwks.address() as { port: number };
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, [serverEntry], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      CONTACT_EMAIL: 'help@kurio.test',
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${jwksPort}/certs`,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 90_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => jwks?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function fakeGoogle(page: Page) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeGoogleScript }),
  );
  await page.route('https://accounts.google.com/gsi/e2e-token', (route) =>
    route.fulfill({
      contentType: 'text/plain',
      headers: { 'access-control-allow-origin': baseURL },
      body: googleIdToken(privateKey, signingInAs),
    }),
  );
}

test('a parent who signs in only with Google agrees, sets the PIN and a first password by confirming with Google, and only with their own account', async ({
  page,
}) => {
  await fakeGoogle(page);
  await gotoLivePage(page, '/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/');

  await gotoLivePage(page, '/beta/p');
  await passParentalGate(page);
  const consent = page.getByRole('region', { name: 'Your consent' });
  await expect(consent).toContainText('You sign in with Google, so your account has no password to type.');
  await expect(consent.getByLabel(/Your account password/)).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }

  // Someone at the device picks another Google account: refused, and said so.
  signingInAs = 'someone-else';
  await consent.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(
    consent.getByText('That is a different Google account from the one this Kurio account signs in with.'),
  ).toBeVisible();
  await expect((await page.request.get('/api/companion/consent')).json()).resolves.toMatchObject({ consent: null });

  signingInAs = 'google-parent';
  await consent.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(consent).toContainText(/You agreed on \w+ \d+, \d{4} to notice version/);
  await expect((await page.request.get('/api/companion/consent')).json()).resolves.toMatchObject({
    consent: { confirmedBy: 'google' },
    confirmWith: 'google',
  });

  await gotoLivePage(page, '/beta');
  await expect(page.getByText('A grown-up says yes first')).toHaveCount(0);

  // The parent PIN is set with Google too, since there is no password to type, and again only with their own account.
  await gotoLivePage(page, '/beta/p');
  const pinCard = page.getByRole('region', { name: 'Parent PIN' });
  await expect(pinCard.getByLabel(/Your account password/)).toHaveCount(0);
  await pinCard.getByLabel('New parent PIN (four digits)').fill('2580');
  signingInAs = 'someone-else';
  await pinCard.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(pinCard.getByRole('alert')).toHaveText(
    'That is a different Google account from the one this Kurio account signs in with.',
  );
  await expect((await page.request.get('/api/companion/pin')).json()).resolves.toMatchObject({ pinSet: false });
  signingInAs = 'google-parent';
  await pinCard.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('The parent PIN is saved.')).toBeVisible();
  await expect((await page.request.get('/api/companion/pin')).json()).resolves.toMatchObject({ pinSet: true });

  // Deleting the account asks Google too, once DELETE is typed; there is no password field to leave empty.
  await gotoLivePage(page, '/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deleting.getByLabel('Password')).toHaveCount(0);
  await expect(deleting.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await deleting.getByLabel('Type DELETE').fill('DELETE');
  await expect(deleting.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
  await page.keyboard.press('Escape');
  await expect(deleting).toHaveCount(0);

  // The first password, in account settings: chosen, then confirmed with Google (by keyboard), not on the session.
  const password = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Password' }) });
  await expect(password.getByLabel('Current password')).toHaveCount(0);
  await password.getByLabel('Choose a password').fill('grown-up-only');
  await password.getByLabel('Choose a password').press('Enter');
  await expect(password.getByRole('status')).toHaveText('Now confirm with Google below that it is you');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
  await password.getByRole('button', { name: 'Continue with Google' }).focus();
  await page.keyboard.press('Enter');
  await expect(password.getByRole('status')).toHaveText('Password set. From now on, confirm with it.');
  await expect(password.getByLabel('Current password')).toBeVisible();
  await expect((await page.request.get('/api/account/proof')).json()).resolves.toEqual({ confirmWith: 'password' });

  // From now on the PIN asks for that password, as for any account with one.
  await gotoLivePage(page, '/beta/p');
  await expect(pinCard.getByLabel('Your account password')).toBeVisible();
  await expect(pinCard.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
});
