import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export const googleClientId = 'kurio-test.apps.googleusercontent.com';

export interface FakeGoogle {
  /** GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL pointing at this fake. */
  env: Record<string, string>;
  /** The key Google signs with (its public half is what the JWKS endpoint serves). */
  googleKey: PrivateKey;
  /** Another RS256 key, as an attacker would have. */
  attackerKey: PrivateKey;
  close(): Promise<void>;
}

/** A local JWKS endpoint that speaks Google's protocol, holding the "Google" public key. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const google = await generateKeyPair('RS256');
  const attackerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    env: { GOOGLE_CLIENT_ID: googleClientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    googleKey: google.privateKey,
    attackerKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A Google-style ID token for Lin Chen; claims, issuer, audience, lifetime, Google account (subject) and the time it
 * was issued (seconds since the epoch; now unless given) can be overridden.
 */
export function idToken(
  key: PrivateKey,
  claims: Record<string, unknown> = {},
  {
    expiresIn = '10m',
    issuer = 'https://accounts.google.com',
    audience = googleClientId,
    subject = 'google-sub-1',
    issuedAt = undefined as number | undefined,
  } = {},
) {
  return new SignJWT({ email: 'lin@example.com', email_verified: true, name: 'Lin Chen', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresIn)
    .sign(key);
}
