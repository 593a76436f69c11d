import { z } from 'zod';
import { type SafetyCategory, safetyCategorySchema } from './child-safety';

/**
 * Flags a parent hears about by email within a minute, not only when they next open the parents area: the risks
 * to the child themselves (decision 145). The other categories wait in the parents area unless the parent chose
 * to have them emailed too.
 */
export const alertSafetyCategories: readonly SafetyCategory[] = [
  'selfHarm',
  'abuse',
  'secrets',
  'emergency',
  'medical',
];

/** The parent's choice beyond the serious categories, which are always emailed. */
export const alertChoicesSchema = z.object({
  emailOtherFlags: z.boolean({ error: 'Choose whether to email the other flags' }),
});
export type AlertChoices = z.infer<typeof alertChoicesSchema>;

/** pending: waiting for its first or next try; sent: the mail server accepted it; failed: every try failed. */
export const parentAlertStatuses = ['pending', 'sent', 'failed'] as const;

export const parentAlertSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  category: safetyCategorySchema,
  /** When the child's flagged message was stored (ms since the epoch). */
  createdAt: z.number(),
  status: z.enum(parentAlertStatuses),
  attempts: z.number().int(),
  sentAt: z.number().nullable(),
  /** Why the last try failed, in the mail server's words; null once sent or before any try. */
  lastError: z.string().nullable(),
});
export type ParentAlert = z.infer<typeof parentAlertSchema>;

export const parentAlertListResponseSchema = z.object({
  alerts: z.array(parentAlertSchema),
  /** False when the server has no SMTP_URL: alerts are only listed in the parents area. */
  emailConfigured: z.boolean(),
});
export type ParentAlertListResponse = z.infer<typeof parentAlertListResponseSchema>;

/** The parent's choice of a weekly summary email (decision 161); off until they switch it on. */
export const weeklySummaryChoiceSchema = z.object({
  enabled: z.boolean({ error: 'Choose whether to email a weekly summary' }),
});
export type WeeklySummaryChoice = z.infer<typeof weeklySummaryChoiceSchema>;

/** One week's summary in the outbox, and what became of its email (the same states as an alert's). */
const weeklySummaryDeliverySchema = parentAlertSchema
  .pick({ status: true, attempts: true, sentAt: true, lastError: true })
  .extend({
    /** The Monday, at midnight in the parent's zone, that began the week it covers (ms since the epoch). */
    weekStart: z.number(),
  });

export const weeklySummaryStatusSchema = z.object({
  enabled: z.boolean(),
  /** When the next summary goes out: the end of the parent's current week; null when switched off. */
  nextAt: z.number().nullable(),
  /** The latest week's summary; null before the first. */
  last: weeklySummaryDeliverySchema.nullable(),
  /** False when the server has no SMTP_URL: no summary can be sent. */
  emailConfigured: z.boolean(),
});
export type WeeklySummaryStatus = z.infer<typeof weeklySummaryStatusSchema>;
