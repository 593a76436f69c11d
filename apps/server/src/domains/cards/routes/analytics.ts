import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { cardAnalytics } from '../services/analytics';
import { cardUser } from './card-user';

export function registerCardAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.card.analytics, async (request) => {
    const user = await cardUser(ctx, request);
    return cardAnalytics(ctx.db, user, new Date());
  });
}
