import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { type FakeGoogle, idToken, startFakeGoogle } from '../helpers/fake-google';
import { signInCookie, signUp, withSignIn } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Accounts.test.ts and google-login.test.ts cover rotation at login, logout, expiry, hashing, the per-email
// limit and forged, expired and other-audience Google tokens; this file fills the gaps around them.

let google: FakeGoogle;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  google = await startFakeGoogle();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    env: { ...google.env, PUBLIC_URL: 'https://kurio.example' },
    logger: { level: 'trace', stream },
    rateLimitRules: { loginPerIp: { limit: 5, windowMs: 15 * 60_000 } },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let address = 0;
/** Each test gets its own client address, so only the brute-force test meets the per-IP limit. */
const freshAddress = () => {
  address += 1;
  return `10.7.0.${address}`;
};

const login = (email: string, password: string, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { email, password }, remoteAddress });
const googleLogin = (credential: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login_3rd_party',
    headers,
    payload: { credential },
    remoteAddress: freshAddress(),
  });
const status = async (sid: string) =>
  (await t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) })).json().user;

describe('sign-in cookie', () => {
  it('is a fresh 256-bit random value, HttpOnly, SameSite=Lax, Path=/, Secure, with a lifetime', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Cookie', email: 'cookie@example.com', password: 'secret123' },
    });
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    expect(cookie.maxAge).toBeGreaterThan(24 * 60 * 60);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: withSignIn(cookie.value) });
    const cleared = logout.cookies.find((c) => c.name === 'sid')!;
    expect(cleared).toMatchObject({ value: '', httpOnly: true, path: '/', secure: true });
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
  });

  it('never adopts a sign-in token the client chose (fixation)', async () => {
    await signUp(t.app, { email: 'fixation@example.com', password: 'secret123' });
    const planted = 'attacker-chosen-sign-in-token-aaaaaaaaaaaaaaaa';
    const response = await login('fixation@example.com', 'secret123', withSignIn(planted));
    expect(response.statusCode).toBe(200);
    expect(signInCookie(response)).not.toBe(planted);
    expect(await status(planted)).toBeNull();
  });

  it('is rotated at signup and at Google sign-in too', async () => {
    const { sid: before } = await signUp(t.app);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: withSignIn(before),
      payload: { name: 'Second', email: 'second-account@example.com', password: 'secret123' },
    });
    expect(await status(before)).toBeNull();
    const viaGoogle = await googleLogin(await idToken(google.googleKey), withSignIn(signInCookie(second)!));
    expect(viaGoogle.statusCode).toBe(200);
    expect(await status(signInCookie(second)!)).toBeNull();
    expect((await status(signInCookie(viaGoogle)!)).email).toBe('lin@example.com');
  });

  it('once logged out or expired, gets 401 on data and state-changing routes, not only a signed-out status', async () => {
    const loggedOut = (await signUp(t.app)).sid;
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: withSignIn(loggedOut) });
    const expired = (await signUp(t.app)).sid;
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    for (const sid of [loggedOut, expired]) {
      for (const request of [
        { url: '/api/card/list' },
        { url: '/api/account/export' },
        { method: 'POST' as const, url: '/api/account/name', payload: { name: 'Hijack' } },
      ]) {
        const response = await t.app.inject({ ...request, headers: withSignIn(sid) });
        expect(response.statusCode, request.url).toBe(401);
        expect(response.json().code).toBe('unauthorized');
      }
    }
  });
});

describe('brute force', () => {
  it('caps password guesses per address across emails; after that even the right password waits', async () => {
    await signUp(t.app, { email: 'target@example.com', password: 'right-password' });
    const remoteAddress = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(`guess-${i}@example.com`, 'wrong', {}, remoteAddress)).statusCode).toBe(401);
    }
    const refused = await login('target@example.com', 'right-password', {}, remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rateLimited');
    expect(signInCookie(refused)).toBeUndefined();
  });

  it('counts guesses of the current password in account settings against the same limit', async () => {
    const { sid } = await signUp(t.app, { password: 'right-password' });
    const remoteAddress = freshAddress();
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: withSignIn(sid),
        payload: { currentPassword: 'wrong-guess', newPassword: 'new-password-1' },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
  });
});

describe('Google token forgery', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses an unsigned token, a tampered payload, another issuer and an unverified email', async () => {
    const valid = await idToken(google.googleKey);
    const [header, , signature] = valid.split('.');
    const claims = { iss: 'https://accounts.google.com', aud: google.env.GOOGLE_CLIENT_ID, sub: 'victim', exp: 4e9 };
    const forgeries = {
      unsigned: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, email: 'victim@example.com', email_verified: true })}.`,
      tampered: `${header}.${base64url({ ...claims, email: 'victim@example.com', email_verified: true })}.${signature}`,
      otherIssuer: await idToken(google.googleKey, {}, { issuer: 'https://evil.example' }),
      unverifiedEmail: await idToken(google.googleKey, { email: 'victim@example.com', email_verified: false }),
      garbage: 'not.a.jwt',
    };
    const usersBefore = (await t.database.db.select().from(users)).length;
    for (const [name, credential] of Object.entries(forgeries)) {
      const response = await googleLogin(credential);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().code, name).toBe('googleTokenInvalid');
      expect(signInCookie(response), name).toBeUndefined();
    }
    expect((await t.database.db.select().from(users)).length).toBe(usersBefore);
  });
});

describe('logs', () => {
  it('hold no password, sign-in token or Google token, even at trace level', async () => {
    const secrets = ['log-secret-password-1', 'log-secret-password-2', 'log-secret-wrong-guess'] as const;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Logs', email: 'trace-logs@example.com', password: secrets[0] },
    });
    const sid = signInCookie(signup)!;
    await login('trace-logs@example.com', secrets[2]);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: withSignIn(sid),
      payload: { currentPassword: secrets[0], newPassword: secrets[1] },
      remoteAddress: freshAddress(),
    });
    const relogin = await login('trace-logs@example.com', secrets[1]);
    const token = await idToken(google.googleKey, { email: 'trace-google@example.com' });
    const forged = await idToken(google.attackerKey);
    const viaGoogle = await googleLogin(token);
    await googleLogin(forged);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: withSignIn(signInCookie(relogin)!) });
    const logs = logLines.join('');
    expect(logs).toContain('google token refused');
    for (const secret of [...secrets, sid, signInCookie(relogin)!, signInCookie(viaGoogle)!]) {
      expect(logs).not.toContain(secret);
    }
    for (const jwt of [token, forged]) expect(logs).not.toContain(jwt.split('.')[2]);
  });
});
