import { type AccountHolderProof, type AccountHolderProofRequest, accountMessages } from '@kurio/shared/account';
import { DomainError } from '../../domain-error';
import { GoogleTokenError, type GoogleTokenVerifier } from './google';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

/** Google's side of the proof: the server's verifier (none when Google is not set up) and where refusals are logged. */
export interface GoogleCheck {
  verifier: GoogleTokenVerifier | undefined;
  onRefused: (reason: string) => void;
}

/** Long enough to click through Google's window, short enough that an old token found later does not count. */
const googleProofMaxAgeMs = 5 * 60_000;

/** Google's and our clocks may disagree by a little; a token "from the future" by more is not fresh. */
const clockSkewMs = 60_000;

/**
 * Password accounts prove it is them before a change that cannot be undone; an account without a password passes
 * here, so a step only the holder may take goes through `confirmAccountHolder` instead.
 */
export async function confirmPassword(user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || (await verifyPassword(user.passwordHash, password))) return;
  throw new DomainError('notAuthenticated', 'invalidPassword', accountMessages.currentPasswordWrong, {
    fieldErrors: { currentPassword: accountMessages.currentPasswordWrong },
  });
}

export const proofFor = (user: UserRow): AccountHolderProof => (user.passwordHash ? 'password' : 'google');

/**
 * Proves the account holder is at the keyboard now, before a step only they may take (decision 146): the password
 * typed again, or, for an account that has none because it signs in with Google, a Google sign-in to the same
 * Google account made within the last five minutes. Consent (146), the first password and the parent PIN (147) all
 * ask here, so a signed-in session alone, perhaps a child's on a shared device, takes none of them. Returns which
 * proof was given.
 */
export async function confirmAccountHolder(
  user: UserRow,
  proof: AccountHolderProofRequest,
  { verifier, onRefused }: GoogleCheck,
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
