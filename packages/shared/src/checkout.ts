import { z } from 'zod';
import { basicEmailPattern } from './email';
import { billingIntervals } from './pricing';
import { acceptedUploads, maxUploadBytes } from './uploads';
import { userSchema } from './user';

/** docs/product.md §5 and §8: the exact messages of the interview guide order form. */
export const orderMessages = {
  roleRequired: 'Role is required',
  timeframeRequired: 'Please select a timeframe',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  fileType: 'Please upload a PDF, TXT, DOC, or DOCX file',
  fileSize: 'File size must be less than 10MB',
  /** Not one of the original's messages: a chosen file with no bytes (docs/decisions/085). */
  fileEmpty: 'The file is empty. Please choose another file.',
  failed: 'Something went wrong. Please try again or contact support.',
} as const;

/** docs/product.md §3 timeframe options, value → label. */
export const timeframeOptions = [
  { value: 'less-than-day', label: 'Less than a day' },
  { value: '2-3-days', label: '2–3 days' },
  { value: 'about-week', label: 'About a week' },
  { value: 'more-than-week', label: 'More than a week' },
  { value: 'planning-ahead', label: 'Planning ahead, no upcoming interview' },
] as const;
const timeframeValues = timeframeOptions.map((option) => option.value) as [string, ...string[]];

/** The text fields of the order (multipart on the wire; the file is checked separately by its bytes). */
export const orderFieldsSchema = z.object({
  role: z.string({ error: orderMessages.roleRequired }).trim().min(1, orderMessages.roleRequired).max(200),
  timeframe: z.enum(timeframeValues, { error: orderMessages.timeframeRequired }),
  email: z
    .string({ error: orderMessages.emailRequired })
    .trim()
    .min(1, orderMessages.emailRequired)
    .max(254, orderMessages.emailInvalid)
    .regex(basicEmailPattern, orderMessages.emailInvalid),
});
export type OrderFields = z.infer<typeof orderFieldsSchema>;

/** The browser-side check of a chosen file: by its declared type or name, and its size. */
export function fileProblem(file: { name: string; type: string; size: number }): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = acceptedUploads.some((type) => type.mime === file.type || type.extension === extension);
  if (!known) return orderMessages.fileType;
  if (file.size > maxUploadBytes) return orderMessages.fileSize;
  if (file.size === 0) return orderMessages.fileEmpty;
  return undefined;
}

/** Pro checkout (JSON), for a signed-in user. */
export const proCheckoutRequestSchema = z.object({
  plan: z.literal('pro'),
  interval: z.enum(billingIntervals),
});
export type ProCheckoutRequest = z.infer<typeof proCheckoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });

export const paymentSuccessRequestSchema = z.object({ csId: z.string().trim().min(1).max(255) });
export const paymentSuccessResponseSchema = z.object({
  user: userSchema.nullable(),
  purchase: z.enum(['pro', 'guide']),
});
export type PaymentSuccessResponse = z.infer<typeof paymentSuccessResponseSchema>;

/** The built-in test-mode checkout page's view of a checkout. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['pro', 'guide']),
  interval: z.enum(billingIntervals).nullable(),
  amountCents: z.number().int(),
  trialDays: z.number().int(),
  email: z.string(),
  status: z.enum(['open', 'complete', 'canceled']),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** The checkout a test-mode checkout page is about. */
export const testCheckoutParamsSchema = z.object({ id: z.string().max(255) });

/** The test-mode portal's one change: end the subscription at the period's end, or resume it. */
export const testPortalRequestSchema = z.object({ cancelAtPeriodEnd: z.boolean() });

/** Kurio's answer to a payment provider's event it verified. */
export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** GET /api/billing/subscription: the signed-in user's subscription as the provider last reported it. */
export const subscriptionStatusSchema = z.object({
  subscription: z
    .object({
      interval: z.enum(billingIntervals),
      status: z.string(),
      currentPeriodEnd: z.number(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  paymentsMode: z.enum(['test', 'stripe']),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
