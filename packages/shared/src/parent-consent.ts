import { z } from 'zod';
import { accountHolderProofSchema, accountHolderProofs } from './account';

/**
 * The notice a parent agrees to before the companion first talks with their child. A change to what it says
 * bumps the version, and consent given to an older version no longer counts (decision 146).
 */
export const consentNoticeVersion = '2026-11-28';

export const consentMessages = {
  required:
    'A parent needs to read what Kurio keeps and agree before the companion can talk. Ask a grown-up to open the parents area.',
  passwordRequired: 'Enter your account password to agree',
  staleNotice: 'The notice has changed since this page opened. Read the new one and agree again.',
} as const;

/** Where the companion's words go: nowhere but this server, or the named model provider. */
export const noticeSchema = z.object({
  version: z.string(),
  /** Null when replies are written on this server (offline AI); otherwise the provider's name. */
  aiProvider: z.string().nullable(),
});
export type ConsentNotice = z.infer<typeof noticeSchema>;

export const consentSchema = z.object({
  noticeVersion: z.string(),
  consentedAt: z.number(),
  /** How the parent showed it was them; null for consent given before this was recorded. */
  confirmedBy: z.enum(accountHolderProofs).nullable(),
});
export type ParentConsent = z.infer<typeof consentSchema>;

export const consentResponseSchema = z.object({
  notice: noticeSchema,
  consent: consentSchema.nullable(),
  /** How this account agrees: with its password, or with Google when it has no password. */
  confirmWith: z.enum(accountHolderProofs),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/**
 * The parent's agreement: the notice they read and their account password, typed again; an account without a
 * password sends an empty one and the ID token of a fresh sign-in with Google instead.
 */
export const giveConsentSchema = accountHolderProofSchema.extend({ noticeVersion: z.string().max(40) });
export type GiveConsentRequest = z.infer<typeof giveConsentSchema>;
