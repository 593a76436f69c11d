import { z } from 'zod';

/** What the browser needs to know about this server's setup (GET /api/config). */
export const publicConfigSchema = z.object({
  contactEmail: z.string(),
  googleClientId: z.string().nullable(),
  aiMode: z.enum(['offline', 'openai-compatible', 'openai', 'anthropic']),
  paymentsMode: z.enum(['test', 'stripe']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
