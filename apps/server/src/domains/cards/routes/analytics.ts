import { analyticsResponseSchema } from '@kurio/shared/cards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { cardAnalytics } from '../services/analytics';
import { cardUser } from './card-user';

export function registerCardAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/card/analytics',
      { schema: { tags: ['card'], response: { 200: analyticsResponseSchema } } },
      async (request) => {
        const user = await cardUser(ctx, request);
        return cardAnalytics(ctx.db, user, new Date());
      },
    );
}
