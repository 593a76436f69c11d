import { z } from 'zod';

/** Every API error body (DESIGN.md §4). SPEC's codes are kept verbatim. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
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
