import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { createCards, deleteCard, listCards, updateCard } from '../services/cards';
import { dashboardStats } from '../services/dashboard';
import { getCardWithNote, withNoteOrdinals } from '../services/note-card';
import { registerCardAnalyticsRoutes } from './analytics';
import { registerCardImageRoute } from './card-image';
import { cardUser } from './card-user';
import { registerDeckRoutes } from './decks';
import { registerCardDocumentRoute } from './document';
import { registerCardGenerateRoute } from './generate';
import { registerReviewRoutes } from './review';
import { registerCardScheduleRoutes } from './schedule';
import { registerCardTransferRoutes } from './transfer';

/** docs/product.md §7 card calls, paths kept exactly, plus review, decks, export/import and analytics. */
export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.card.create, async (request) => {
    const user = await cardUser(ctx, request);
    return { cards: await createCards(ctx.db, user, request.body) };
  });

  handle(app, routes.card.list, async (request) => {
    const user = await cardUser(ctx, request);
    return listCards(ctx.db, user.id, request.query);
  });

  handle(app, routes.card.detail, async (request) => {
    const user = await cardUser(ctx, request);
    return getCardWithNote(ctx.db, user.id, request.query.id);
  });

  handle(app, routes.card.update, async (request) => {
    const user = await cardUser(ctx, request);
    return withNoteOrdinals(ctx.db, user.id, await updateCard(ctx.db, user, request.body));
  });

  handle(app, routes.card.delete, async (request) => {
    const user = await cardUser(ctx, request);
    await deleteCard(ctx.db, user.id, request.body.id);
    return { ok: true as const };
  });

  handle(app, routes.card.dashboard, async (request) => {
    const user = await cardUser(ctx, request);
    return dashboardStats(ctx.db, user.id, new Date(), user.timeZone);
  });

  registerReviewRoutes(app, ctx);
  registerDeckRoutes(app, ctx);
  registerCardTransferRoutes(app, ctx);
  registerCardAnalyticsRoutes(app, ctx);
  registerCardScheduleRoutes(app, ctx);
  registerCardGenerateRoute(app, ctx);
  registerCardDocumentRoute(app, ctx);
  registerCardImageRoute(app, ctx);
}
