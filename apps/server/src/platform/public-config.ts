import { publicConfigSchema } from '@kurio/shared/config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config', { schema: { tags: ['config'], response: { 200: publicConfigSchema } } }, async () => ({
      contactEmail: ctx.config.CONTACT_EMAIL,
      googleClientId: ctx.config.GOOGLE_CLIENT_ID ?? null,
      aiMode: ctx.config.AI_PROVIDER,
      paymentsMode: ctx.config.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const),
    }));
}
