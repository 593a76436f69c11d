import { z } from 'zod';
import { authMessages, nameField } from './user';

export const accountMessages = {
  currentPasswordWrong: 'Current password is incorrect',
  confirmDelete: 'Type DELETE to confirm',
  googleProofRequired: 'Confirm with Google that it is you',
  googleProofMismatch: 'That is a different Google account from the one this Kurio account signs in with.',
  googleProofStale: 'That Google confirmation is more than five minutes old. Please confirm with Google again.',
  googleProofUnavailable:
    'Sign-in with Google is not set up on this server, so it cannot confirm it is you, and this account has no password yet. Ask whoever runs this server to set up Google sign-in (GOOGLE_CLIENT_ID).',
  googleProofNext: 'Now confirm with Google below that it is you',
} as const;

/**
 * How the account holder shows it is them before a step only they may take: typing the password again, or, for
 * an account that signs in only with Google and has no password, signing in with Google again (decision 146).
 */
export const accountHolderProofs = ['password', 'google'] as const;
export type AccountHolderProof = (typeof accountHolderProofs)[number];

/**
 * The proof itself, in every request for such a step: the password typed again, or, for an account without one,
 * an empty password and the ID token of a fresh sign-in with Google.
 */
export const accountHolderProofSchema = z.object({
  currentPassword: z.string().max(200),
  googleCredential: z.string().max(4096).optional(),
});
export type AccountHolderProofRequest = z.infer<typeof accountHolderProofSchema>;

/** GET /api/account/proof: how this account shows it is the holder, so a form asks for the right thing. */
export const accountHolderProofResponseSchema = z.object({ confirmWith: z.enum(accountHolderProofs) });
export type AccountHolderProofResponse = z.infer<typeof accountHolderProofResponseSchema>;

export const changeNameRequestSchema = z.object({
  name: nameField,
});
export type ChangeNameRequest = z.infer<typeof changeNameRequestSchema>;

/**
 * The current password proves it is the holder; an account that signed up with Google and has no password yet
 * sends an empty one and a fresh Google sign-in instead (decision 146), so a borrowed session cannot set one.
 */
export const changePasswordRequestSchema = accountHolderProofSchema.extend({
  newPassword: z
    .string({ error: authMessages.enterPassword })
    .min(1, authMessages.enterPassword)
    .min(6, authMessages.passwordTooShort)
    .max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The word DELETE and the password; an account without a password sends an empty one and a fresh Google sign-in
 * instead (decision 146), so a session left signed in on a shared device cannot delete everything.
 */
export const deleteAccountRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: accountMessages.confirmDelete }),
  password: z.string().max(200),
  googleCredential: accountHolderProofSchema.shape.googleCredential,
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /api/account/export: everything stored for the user, table by table. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
