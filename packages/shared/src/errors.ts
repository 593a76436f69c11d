import { z } from 'zod';

/** Every API error body (docs/architecture.md §4). The inherited codes are kept verbatim (docs/product.md §8). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Inputs close to the refused one that would work, e.g. dictionary topics near a topic offline mode lacks. */
  suggestions: z.array(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'validation',
  badRequest: 'badRequest',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'notFound',
  conflict: 'conflict',
  payloadTooLarge: 'payloadTooLarge',
  unsupportedMediaType: 'unsupportedMediaType',
  rateLimited: 'rateLimited',
  internal: 'internal',
  emailNotFound: 'emailNotFound',
  invalidPassword: 'invalidPassword',
  emailAlreadyUsed: 'emailAlreadyUsed',
  googleNotConfigured: 'googleNotConfigured',
  googleTokenInvalid: 'googleTokenInvalid',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
