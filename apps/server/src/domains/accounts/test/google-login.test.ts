import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, idToken, startFakeGoogle } from '../../../../test/helpers/fake-google';
import { signInCookie } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ env: google.env });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const post = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/user/login_3rd_party', payload });

describe('Google sign-in', () => {
  it('refuses a posted name and email without a token', async () => {
    const response = await post({ name: 'Mallory', email: 'victim@example.com' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('googleTokenInvalid');
    expect(signInCookie(response)).toBeUndefined();
  });

  it('refuses a token signed by another key, an expired token and a token for another app', async () => {
    const forged = await post({ credential: await idToken(google.attackerKey) });
    const expired = await post({ credential: await idToken(google.googleKey, {}, { expiresIn: '-1m' }) });
    const otherAudience = await post({
      credential: await idToken(google.googleKey, {}, { audience: 'someone-else' }),
    });
    for (const response of [forged, expired, otherAudience]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('googleTokenInvalid');
    }
  });

  it('signs in with a verified token, creating the user once from the token, not the form', async () => {
    const first = await post({
      credential: await idToken(google.googleKey),
      name: 'Ignored',
      email: 'ignored@example.com',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ name: 'Lin Chen', email: 'lin@example.com' });
    expect(signInCookie(first)).toBeTruthy();
    const second = await post({ credential: await idToken(google.googleKey) });
    expect(second.json().user.id).toBe(first.json().user.id);
  });
});

describe('Google sign-in when not configured', () => {
  it('says so with 503 googleNotConfigured', async () => {
    const plain = await createTestApp();
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/user/login_3rd_party',
      payload: { credential: 'x' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('googleNotConfigured');
    await plain.close();
  });
});
