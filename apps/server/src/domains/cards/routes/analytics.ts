import { analyticsResponseSchema, cardMessages } from '@kurio/shared/cards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { HttpError } from '../../../http/http-error';
import { cardAnalytics } from '../services/analytics';
import { cardUser } from './card-user';

/** docs/product.md §6: advanced analytics are a pro feature. */
export function registerCardAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/card/analytics',
      { schema: { tags: ['card'], response: { 200: analyticsResponseSchema } } },
      async (request) => {
        const user = await cardUser(ctx, request);
        if (!user.pro) throw new HttpError(403, 'proRequired', cardMessages.proOnly);
        return cardAnalytics(ctx.db, user.id, new Date(), user.timeZone);
      },
    );
}
