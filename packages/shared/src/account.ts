import { z } from 'zod';
import { authMessages, nameField } from './user';

export const accountMessages = {
  currentPasswordWrong: 'Current password is incorrect',
  confirmDelete: 'Type DELETE to confirm',
} as const;

export const changeNameRequestSchema = z.object({
  name: nameField,
});
export type ChangeNameRequest = z.infer<typeof changeNameRequestSchema>;

export const changePasswordRequestSchema = z.object({
  /** Empty for an account that signed up with Google and has no password yet. */
  currentPassword: z.string().max(200),
  newPassword: z
    .string({ error: authMessages.enterPassword })
    .min(1, authMessages.enterPassword)
    .min(6, authMessages.passwordTooShort)
    .max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: accountMessages.confirmDelete }),
  password: z.string().max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /api/account/export: everything stored for the user, table by table. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
