import { accountMessages } from '@kurio/shared/account';
import { pinLockMs, pinMessages } from '@kurio/shared/parent-pin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idToken } from '../../../../test/helpers/fake-google';
import {
  expectFalseGoogleProofsRefused,
  googleOnlyAccount,
  googleOnlyWithoutGoogle,
} from '../../../../test/helpers/google-proof';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { checkPin } from '../services/parent-pin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (sid: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: withSignIn(sid), ...(payload ? { payload } : {}) });
const setPin = (sid: string, pin: string, currentPassword = 'secret123') =>
  call(sid, 'PUT', '/api/companion/pin', { pin, currentPassword });
const tryPin = (sid: string, pin: string) => call(sid, 'POST', '/api/companion/pin/check', { pin });

describe('the parent PIN', () => {
  it('is set with the account password, stored hashed, and opens with the right four digits', async () => {
    const { sid, userId } = await signUp(t.app);
    expect((await call(sid, 'GET', '/api/companion/pin')).json()).toEqual({ pinSet: false, lockedUntil: null });
    expect((await tryPin(sid, '1234')).json().code).toBe('pinNotSet');
    expect((await setPin(sid, '2580', 'wrong-password')).statusCode).toBe(401);
    expect((await setPin(sid, '2580', '')).json().fieldErrors).toEqual({
      currentPassword: 'Enter your account password',
    });
    expect((await setPin(sid, '2580')).json()).toEqual({ pinSet: true, lockedUntil: null });
    const [row] = await t.database.withConnection((c) =>
      c.query<{ pin_hash: string }>(`SELECT pin_hash FROM parent_pins WHERE user_id = '${userId}'`),
    );
    expect(row!.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row!.pin_hash).not.toContain('2580');
    expect((await tryPin(sid, '2580')).statusCode).toBe(200);
  });

  it.each(['123', '12345', 'abcd', '12 4', ''])('refuses %j with a clear message and changes nothing', async (pin) => {
    const { sid } = await signUp(t.app);
    const response = await setPin(sid, pin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.pin).toBe(pinMessages.format);
    expect((await call(sid, 'GET', '/api/companion/pin')).json().pinSet).toBe(false);
  });

  it('locks for 15 minutes after five wrong PINs, even against the right one; the password resets it', async () => {
    const { sid } = await signUp(t.app);
    await setPin(sid, '2580');
    for (let left = 4; left >= 1; left--) {
      const wrong = await tryPin(sid, '0000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'wrongPin', message: pinMessages.wrong(left) });
    }
    const fifth = await tryPin(sid, '0000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'pinLocked', message: pinMessages.locked });
    expect(Number(fifth.headers['retry-after'])).toBe(15 * 60);
    expect((await tryPin(sid, '2580')).statusCode).toBe(429);
    const status = (await call(sid, 'GET', '/api/companion/pin')).json();
    expect(status.lockedUntil).toBeGreaterThan(Date.now() + pinLockMs - 60_000);

    expect((await setPin(sid, '1357')).json()).toEqual({ pinSet: true, lockedUntil: null });
    expect((await tryPin(sid, '1357')).statusCode).toBe(200);
  });

  it('opens again once the 15 minutes have passed (a controlled clock)', async () => {
    const { sid, userId } = await signUp(t.app);
    await setPin(sid, '2580');
    const start = Date.now();
    for (let i = 0; i < 5; i++) await checkPin(t.database.db, userId, '9999', start).catch(() => undefined);
    await expect(checkPin(t.database.db, userId, '2580', start + pinLockMs - 1)).rejects.toMatchObject({
      code: 'pinLocked',
    });
    await expect(checkPin(t.database.db, userId, '2580', start + pinLockMs)).resolves.toEqual({
      pinSet: true,
      lockedUntil: null,
    });
  });
});

/**
 * Decision 147 with 146: an account without a password sets or resets the PIN with a fresh Google sign-in, so a
 * child holding the signed-in device can neither set one nor replace the parent's.
 */
describe('the parent PIN of an account that signs in only with Google', () => {
  const account = googleOnlyAccount();

  const putPin = (body: object) =>
    account.g.app.inject({ method: 'PUT', url: '/api/companion/pin', headers: withSignIn(account.sid), payload: body });
  const withGoogle = (pin: string) => async (googleCredential?: string) =>
    putPin({ pin, currentPassword: '', googleCredential });
  const status = async () =>
    (await account.g.app.inject({ url: '/api/companion/pin', headers: withSignIn(account.sid) })).json();

  it('is not set on the session alone, nor with any false Google proof', async () => {
    await expectFalseGoogleProofsRefused(account.google, withGoogle('2580'));
    expect(await status()).toEqual({ pinSet: false, lockedUntil: null });
  });

  it('never answers bad input with a 500', async () => {
    for (const body of [
      { pin: '2580', currentPassword: '', googleCredential: 'x'.repeat(5000) },
      { pin: '2580', currentPassword: '', googleCredential: ['x'] },
      { pin: '2580', currentPassword: '', googleCredential: 'not.a.jwt' },
      { pin: '25', currentPassword: '', googleCredential: 'x' },
    ]) {
      const response = await putPin(body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await status()).pinSet).toBe(false);
  });

  it('is set, and reset out of a lock, with a fresh sign-in to the same Google account', async () => {
    expect((await withGoogle('2580')(await idToken(account.google.googleKey))).json()).toEqual({
      pinSet: true,
      lockedUntil: null,
    });
    const check = (pin: string) =>
      account.g.app.inject({
        method: 'POST',
        url: '/api/companion/pin/check',
        headers: withSignIn(account.sid),
        payload: { pin },
      });
    for (let i = 0; i < 5; i++) await check('0000');
    expect((await check('2580')).statusCode).toBe(429);
    // The reset is refused like the first setting without Google, and lifts the lock with it.
    await expectFalseGoogleProofsRefused(account.google, withGoogle('1357'));
    expect((await status()).lockedUntil).not.toBeNull();
    expect((await withGoogle('1357')(await idToken(account.google.googleKey))).statusCode).toBe(200);
    expect((await check('1357')).statusCode).toBe(200);
  });
});

describe('the parent PIN when this server has no Google sign-in', () => {
  it('refuses an account without a password, with a message that says why', async () => {
    const sid = await googleOnlyWithoutGoogle(t);
    const refused = await setPin(sid, '2580', '');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'googleNotConfigured',
      message: accountMessages.googleProofUnavailable,
    });
    expect((await call(sid, 'GET', '/api/companion/pin')).json().pinSet).toBe(false);
  });
});
