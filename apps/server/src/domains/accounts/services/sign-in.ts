import { authMessages, type LoginRequest, type SignupRequest } from '@kurio/shared/user';
import type { Db } from '../../../db/client';
import { conflict, DomainError } from '../../domain-error';
import { GoogleTokenError, type GoogleTokenVerifier } from './google';
import { findOrCreateGoogleUser } from './google-users';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, type UserRow } from './users';

const notAuthenticated = (code: string, message: string, field?: string) =>
  new DomainError('notAuthenticated', code, message, field ? { fieldErrors: { [field]: message } } : {});

/** A new account; an email already in use is a conflict on the email field. */
export async function signUp(db: Db, { name, email, password }: SignupRequest): Promise<UserRow> {
  const user = await insertUser(db, { name, email, passwordHash: await hashPassword(password) });
  if (!user)
    throw conflict(authMessages.emailAlreadyUsed, 'emailAlreadyUsed', {
      fieldErrors: { email: authMessages.emailAlreadyUsed },
    });
  return user;
}

/** The account these credentials open, or which of the two is wrong. */
export async function logIn(db: Db, { email, password }: LoginRequest): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notAuthenticated('emailNotFound', authMessages.emailNotFound, 'email');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw notAuthenticated('invalidPassword', authMessages.invalidPassword, 'password');
  }
  return user;
}

/**
 * The account of a verified Google identity, made on first sign-in. `onRefused` hears why Google's token was
 * refused, for the log; the user only learns that it was.
 */
export async function signInWithGoogle(
  db: Db,
  verifier: GoogleTokenVerifier | undefined,
  credential: string | undefined,
  onRefused: (reason: string) => void,
): Promise<UserRow> {
  if (!verifier) {
    throw new DomainError('unavailable', 'googleNotConfigured', 'Sign-in with Google is not set up on this server.');
  }
  if (!credential) throw notAuthenticated('googleTokenInvalid', 'Google sign-in needs a token from Google.');
  try {
    return await findOrCreateGoogleUser(db, await verifier(credential));
  } catch (error) {
    if (!(error instanceof GoogleTokenError)) throw error;
    onRefused(error.message);
    throw notAuthenticated('googleTokenInvalid', 'Google sign-in could not be verified. Please try again.');
  }
}
