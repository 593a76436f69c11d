import { type AccountHolderProof, accountMessages } from '@kurio/shared/account';
import { DomainError } from '../../domain-error';
import { confirmPassword } from './account-settings';
import { GoogleTokenError, type GoogleTokenVerifier } from './google';
import type { UserRow } from './users';

/** Long enough to click through Google's window, short enough that an old token found later does not count. */
const googleProofMaxAgeMs = 5 * 60_000;

/** Google's and our clocks may disagree by a little; a token "from the future" by more is not fresh. */
const clockSkewMs = 60_000;

export const proofFor = (user: UserRow): AccountHolderProof => (user.passwordHash ? 'password' : 'google');

/**
 * Proves the account holder is at the keyboard now, before a step only they may take (decision 146): the password
 * typed again, or, for an account that has none because it signs in with Google, a Google sign-in to the same
 * Google account made within the last five minutes. Returns which proof was given.
 */
export async function confirmAccountHolder(
  user: UserRow,
  proof: { currentPassword: string; googleCredential?: string | undefined },
  verifier: GoogleTokenVerifier | undefined,
  onRefused: (reason: string) => void,
  now = Date.now(),
): Promise<AccountHolderProof> {
  if (proofFor(user) === 'password') {
    await confirmPassword(user, proof.currentPassword);
    return 'password';
  }
  if (!verifier) throw new DomainError('unavailable', 'googleNotConfigured', accountMessages.googleProofUnavailable);
  if (!proof.googleCredential) {
    throw new DomainError('invalid', 'googleProofRequired', accountMessages.googleProofRequired);
  }
  const identity = await verifier(proof.googleCredential).catch((error: unknown) => {
    if (!(error instanceof GoogleTokenError)) throw error;
    onRefused(error.message);
    throw new DomainError(
      'notAuthenticated',
      'googleTokenInvalid',
      'Google could not confirm it is you. Please try again.',
    );
  });
  if (identity.sub !== user.googleSub) {
    throw new DomainError('notAuthenticated', 'googleAccountMismatch', accountMessages.googleProofMismatch);
  }
  if (identity.issuedAt < now - googleProofMaxAgeMs || identity.issuedAt > now + clockSkewMs) {
    throw new DomainError('notAuthenticated', 'googleTokenInvalid', accountMessages.googleProofStale);
  }
  return 'google';
}
