import { routes as apiRoutes } from '@kurio/shared/api/routes';
import {
  cardIdBodySchema,
  cardIdQuerySchema,
  cardResponseSchema,
  createCardsRequestSchema,
  createCardsResponseSchema,
  dashboardResponseSchema,
  deckFilterSchema,
  listCardsQuerySchema,
  listCardsResponseSchema,
  nextCardQuerySchema,
  nextCardResponseSchema,
  offlineCardsResponseSchema,
  okSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  undoResponseSchema,
  updateCardRequestSchema,
} from '@kurio/shared/cards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { createCards, deleteCard, getCard, listCards, updateCard } from '../services/cards';
import { dashboardStats } from '../services/dashboard';
import { offlineCards } from '../services/offline-cards';
import { nextCard, reviewCard, undoLastReview } from '../services/review';
import { applyReviewBatch } from '../services/review-batch';
import { registerCardAnalyticsRoutes } from './analytics';
import { cardUser } from './card-user';
import { registerDeckRoutes } from './decks';
import { registerCardDocumentRoute } from './document';
import { registerCardGenerateRoute } from './generate';
import { registerCardTransferRoutes } from './transfer';

/** docs/product.md §7 card calls, paths kept exactly, plus undo, decks, export/import and analytics. */
export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['card'];

  routes.post(
    '/api/card/create',
    { schema: { tags, body: createCardsRequestSchema, response: { 200: createCardsResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return { cards: await createCards(ctx.db, user, request.body) };
    },
  );

  routes.get(
    '/api/card/next',
    { schema: { tags, querystring: nextCardQuerySchema, response: { 200: nextCardResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return nextCard(ctx.db, user.id, request.query, new Date(), user.timeZone);
    },
  );

  routes.post(
    '/api/card/review',
    { schema: { tags, body: reviewRequestSchema, response: { 200: reviewResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return reviewCard(ctx.db, user.id, { ...request.body, engine: user.engine }, new Date(), user.timeZone);
    },
  );

  handle(app, apiRoutes.card.syncReviews, async (request) => {
    const user = await cardUser(ctx, request);
    return { results: await applyReviewBatch(ctx.db, user, request.body.reviews, new Date()) };
  });

  routes.get(
    '/api/card/offline',
    { schema: { tags, querystring: deckFilterSchema, response: { 200: offlineCardsResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return { engine: user.engine, cards: await offlineCards(ctx.db, user.id, request.query.deckId, new Date()) };
    },
  );

  routes.post('/api/card/undo', { schema: { tags, response: { 200: undoResponseSchema } } }, async (request) => {
    const user = await cardUser(ctx, request);
    return undoLastReview(ctx.db, user.id);
  });

  routes.get(
    '/api/card/list',
    { schema: { tags, querystring: listCardsQuerySchema, response: { 200: listCardsResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return listCards(ctx.db, user.id, request.query);
    },
  );

  routes.get(
    '/api/card/get',
    { schema: { tags, querystring: cardIdQuerySchema, response: { 200: cardResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return { card: await getCard(ctx.db, user.id, request.query.id) };
    },
  );

  routes.post(
    '/api/card/update',
    { schema: { tags, body: updateCardRequestSchema, response: { 200: cardResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return { card: await updateCard(ctx.db, user.id, request.body) };
    },
  );

  routes.post(
    '/api/card/delete',
    { schema: { tags, body: cardIdBodySchema, response: { 200: okSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      await deleteCard(ctx.db, user.id, request.body.id);
      return { ok: true as const };
    },
  );

  routes.get(
    '/api/card/dashboard',
    { schema: { tags, response: { 200: dashboardResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return dashboardStats(ctx.db, user.id, new Date(), user.timeZone);
    },
  );

  registerDeckRoutes(app, ctx);
  registerCardTransferRoutes(app, ctx);
  registerCardAnalyticsRoutes(app, ctx);
  registerCardGenerateRoute(app, ctx);
  registerCardDocumentRoute(app, ctx);
}
