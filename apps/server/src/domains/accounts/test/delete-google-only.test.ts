import { describe, expect, it } from 'vitest';
import { idToken } from '../../../../test/helpers/fake-google';
import { expectFalseGoogleProofsRefused, googleOnlyAccount } from '../../../../test/helpers/google-proof';
import { withSignIn } from '../../../../test/helpers/http';

/**
 * Decision 146: deleting an account that signs in only with Google needs a fresh Google sign-in to it, as its first
 * password does; the session alone (a child's, on a shared device) cannot delete everything.
 */
describe('deleting an account that signs in only with Google', () => {
  const account = googleOnlyAccount();
  const remove = (googleCredential?: string) =>
    account.g.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: withSignIn(account.sid),
      payload: { confirm: 'DELETE', password: '', googleCredential },
    });
  const signedIn = async () =>
    (await account.g.app.inject({ url: '/api/account/proof', headers: withSignIn(account.sid) })).statusCode;

  it('refuses every false Google proof and keeps the account', async () => {
    await expectFalseGoogleProofsRefused(account.google, remove);
    expect(await signedIn()).toBe(200);
  });

  it('deletes it with a fresh sign-in to the same Google account', async () => {
    expect((await remove(await idToken(account.google.googleKey))).statusCode).toBe(200);
    expect(await signedIn()).toBe(401);
  });
});
