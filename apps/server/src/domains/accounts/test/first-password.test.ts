import { accountMessages } from '@kurio/shared/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idToken } from '../../../../test/helpers/fake-google';
import {
  expectFalseGoogleProofsRefused,
  googleOnlyAccount,
  googleOnlyWithoutGoogle,
} from '../../../../test/helpers/google-proof';
import { withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * Decision 146: an account that signs in only with Google sets its first password with a fresh Google sign-in,
 * as it consents; otherwise a session alone (a child's, on a shared device) could set one, then consent with it.
 */
describe('the first password of an account that signs in only with Google', () => {
  const account = googleOnlyAccount();

  const setPassword = (body: object) =>
    account.g.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: withSignIn(account.sid),
      payload: body,
    });
  const first = (googleCredential?: string) =>
    setPassword({ currentPassword: '', newPassword: 'first-secret', googleCredential });
  const proof = async () =>
    (await account.g.app.inject({ url: '/api/account/proof', headers: withSignIn(account.sid) })).json().confirmWith;
  const logIn = (password: string) =>
    account.g.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'lin@example.com', password } });

  it('is asked for Google, and no false Google proof sets it', async () => {
    expect(await proof()).toBe('google');
    await expectFalseGoogleProofsRefused(account.google, first);
    expect(await proof()).toBe('google');
    expect((await logIn('first-secret')).statusCode).toBe(401);
  });

  it('never answers bad input with a 500', async () => {
    for (const body of [
      { currentPassword: '', newPassword: 'first-secret', googleCredential: 'x'.repeat(5000) },
      { currentPassword: '', newPassword: 'first-secret', googleCredential: 42 },
      { currentPassword: '', newPassword: 'first-secret', googleCredential: 'not.a.jwt' },
      { currentPassword: '', newPassword: 'short', googleCredential: 'x' },
    ]) {
      const response = await setPassword(body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await proof()).toBe('google');
  });

  it('is set with a fresh sign-in to the same Google account; from then on the password proves it', async () => {
    expect((await first(await idToken(account.google.googleKey))).statusCode).toBe(200);
    expect(await proof()).toBe('password');
    expect((await logIn('first-secret')).statusCode).toBe(200);
    // Google no longer stands in for the password it now has.
    const withGoogle = await setPassword({
      currentPassword: '',
      newPassword: 'second-secret',
      googleCredential: await idToken(account.google.googleKey),
    });
    expect(withGoogle.statusCode).toBe(401);
    expect(withGoogle.json().code).toBe('invalidPassword');
    const withPassword = await setPassword({ currentPassword: 'first-secret', newPassword: 'second-secret' });
    expect(withPassword.statusCode).toBe(200);
  });
});

describe('the first password when this server has no Google sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with a message that says why, rather than set on the session alone', async () => {
    const sid = await googleOnlyWithoutGoogle(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: withSignIn(sid),
      payload: { currentPassword: '', newPassword: 'first-secret' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'googleNotConfigured',
      message: accountMessages.googleProofUnavailable,
    });
    expect((await t.app.inject({ url: '/api/account/proof', headers: withSignIn(sid) })).json()).toEqual({
      confirmWith: 'google',
    });
  });
});
