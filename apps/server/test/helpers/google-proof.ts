import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../src/db/schema/index';
import { type FakeGoogle, idToken, startFakeGoogle } from './fake-google';
import { signInCookie, signUp } from './http';
import { createTestApp, type TestApp } from './test-app';

/** Signs in with a fresh Google token, as the sign-in page does; the first time creates the Google-only account. */
async function signInWithGoogle(app: FastifyInstance, google: FakeGoogle): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login_3rd_party',
    payload: { credential: await idToken(google.googleKey) },
  });
  if (response.statusCode !== 200) throw new Error(`Google sign-in failed: ${response.body}`);
  return signInCookie(response)!;
}

/**
 * For the tests of one file: a fake Google, a server that trusts it, and an account that signs in only with Google
 * (no password), signed in. Read the fields inside tests; they are filled before the first.
 */
export function googleOnlyAccount(): { google: FakeGoogle; g: TestApp; sid: string } {
  const account = {} as { google: FakeGoogle; g: TestApp; sid: string };
  beforeAll(async () => {
    account.google = await startFakeGoogle();
    account.g = await createTestApp({ env: account.google.env });
    account.sid = await signInWithGoogle(account.g.app, account.google);
  });
  afterAll(async () => {
    await account.g.close();
    await account.google.close();
  });
  return account;
}

/**
 * A Google-only account on a server without Google sign-in (Google was set up once, then taken out): an account
 * with a Google id and no password, signed in.
 */
export async function googleOnlyWithoutGoogle(t: TestApp): Promise<string> {
  const { sid, userId } = await signUp(t.app);
  await t.database.db
    .update(users)
    .set({ passwordHash: null, googleSub: `google-${userId}` })
    .where(eq(users.id, userId));
  return sid;
}

/**
 * Every Google "proof" that is not one (decision 146) is refused by `attempt`, which sends a Google-only account's
 * request with the given token: none, one signed by another key, another Google account's, one ten minutes old.
 */
export async function expectFalseGoogleProofsRefused(
  google: FakeGoogle,
  attempt: (googleCredential?: string) => Promise<LightMyRequestResponse>,
): Promise<void> {
  const bare = await attempt();
  expect(bare.statusCode).toBe(400);
  expect(bare.json()).toMatchObject({ code: 'googleProofRequired', message: 'Confirm with Google that it is you' });
  const forged = await attempt(await idToken(google.attackerKey));
  expect(forged.statusCode).toBe(401);
  expect(forged.json().code).toBe('googleTokenInvalid');
  const someoneElse = await attempt(await idToken(google.googleKey, {}, { subject: 'google-sub-2' }));
  expect(someoneElse.statusCode).toBe(401);
  expect(someoneElse.json()).toMatchObject({
    code: 'googleAccountMismatch',
    message: 'That is a different Google account from the one this Kurio account signs in with.',
  });
  // Still valid for Google, but signed in ten minutes ago: not proof that the account holder is here now.
  const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
  const old = await attempt(await idToken(google.googleKey, {}, { issuedAt: tenMinutesAgo }));
  expect(old.statusCode).toBe(401);
  expect(old.json().message).toMatch(/more than five minutes old/);
}
