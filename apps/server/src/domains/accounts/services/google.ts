import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  /** When Google issued the token (ms since the epoch): how fresh the sign-in behind it is. */
  issuedAt: number;
}

export type GoogleTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

export class GoogleTokenError extends Error {}

/** Verifies a Google ID token's signature (JWKS), audience, issuer and expiry; only then trusts its email. */
export function createGoogleTokenVerifier(clientId: string, jwksUrl: string): GoogleTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        audience: clientId,
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
      });
      if (typeof payload.email !== 'string' || payload.email_verified !== true || !payload.sub) {
        throw new GoogleTokenError('token has no verified email');
      }
      const name =
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : payload.email.split('@')[0]!;
      const issuedAt = (payload.iat ?? 0) * 1000;
      return { sub: payload.sub, email: payload.email, name: name.slice(0, 30), issuedAt };
    } catch (error) {
      if (error instanceof GoogleTokenError) throw error;
      throw new GoogleTokenError((error as Error).message);
    }
  };
}
