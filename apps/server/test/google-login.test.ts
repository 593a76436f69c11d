import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

const clientId = 'kurio-test.apps.googleusercontent.com';
let jwksServer: Server;
let t: TestApp;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let googleKey: PrivateKey;
let attackerKey: PrivateKey;

/** A local JWKS endpoint that speaks Google's protocol, holding the "Google" public key. */
beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  attackerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` } });
});
afterAll(async () => {
  await t.close();
  jwksServer.close();
});

function idToken(key: PrivateKey, claims: Record<string, unknown> = {}, expiresIn = '10m') {
  return new SignJWT({ email: 'lin@example.com', email_verified: true, name: 'Lin Chen', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(clientId)
    .setSubject('google-sub-1')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const post = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/user/login_3rd_party', payload });

describe('Google sign-in', () => {
  it('refuses a posted name and email without a token', async () => {
    const response = await post({ name: 'Mallory', email: 'victim@example.com' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('googleTokenInvalid');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('refuses a token signed by another key, an expired token and a token for another app', async () => {
    const forged = await post({ credential: await idToken(attackerKey) });
    const expired = await post({ credential: await idToken(googleKey, {}, '-1m') });
    const otherAudience = await post({
      credential: await new SignJWT({ email: 'lin@example.com', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
        .setIssuer('https://accounts.google.com')
        .setAudience('someone-else')
        .setSubject('x')
        .setExpirationTime('10m')
        .sign(googleKey),
    });
    for (const response of [forged, expired, otherAudience]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('googleTokenInvalid');
    }
  });

  it('signs in with a verified token, creating the user once from the token, not the form', async () => {
    const first = await post({ credential: await idToken(googleKey), name: 'Ignored', email: 'ignored@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ name: 'Lin Chen', email: 'lin@example.com' });
    expect(sessionCookie(first)).toBeTruthy();
    const second = await post({ credential: await idToken(googleKey) });
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
