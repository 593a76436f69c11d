import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { createCards, deleteCard, getCard, listCards, updateCard } from '../services/cards';
import { dashboardStats } from '../services/dashboard';
import { trainWhenDue } from '../services/fsrs/fsrs-training';
import { offlineCards } from '../services/offline-cards';
import { nextCard, reviewCard, undoLastReview } from '../services/review';
import { applyReviewBatch } from '../services/review-batch';
import { registerCardAnalyticsRoutes } from './analytics';
import { cardUser, schedulingUser } from './card-user';
import { registerDeckRoutes } from './decks';
import { registerCardDocumentRoute } from './document';
import { registerCardGenerateRoute } from './generate';
import { registerCardScheduleRoutes } from './schedule';
import { registerCardTransferRoutes } from './transfer';

/** Starts FSRS training when the learner's log calls for it, after the answer is ready; a failure is only logged. */
function trainInBackground(ctx: AppContext, request: FastifyRequest, userId: string, reviews: number) {
  trainWhenDue(ctx.db, userId, ctx.fsrsOptimizerModule, reviews).catch((error: unknown) =>
    request.log.warn({ err: error }, 'FSRS training check failed'),
  );
}

/** docs/product.md §7 card calls, paths kept exactly, plus undo, decks, export/import and analytics. */
export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.card.create, async (request) => {
    const user = await cardUser(ctx, request);
    return { cards: await createCards(ctx.db, user, request.body) };
  });

  handle(app, routes.card.nextDue, async (request) => {
    const user = await cardUser(ctx, request);
    return nextCard(ctx.db, user.id, request.query, new Date(), user.timeZone);
  });

  handle(app, routes.card.review, async (request) => {
    const user = await schedulingUser(ctx, request);
    const rating = { ...request.body, engine: user.engine, fsrs: user.fsrs };
    const answer = await reviewCard(ctx.db, user.id, rating, new Date(), user.timeZone);
    if (user.pro) trainInBackground(ctx, request, user.id, 1);
    return answer;
  });

  handle(app, routes.card.syncReviews, async (request) => {
    const user = await schedulingUser(ctx, request);
    const results = await applyReviewBatch(ctx.db, user, request.body.reviews, new Date());
    if (user.pro) trainInBackground(ctx, request, user.id, results.length);
    return { results: ctx.metrics.countSync('review', results) };
  });

  handle(app, routes.card.offlineCards, async (request) => {
    const user = await schedulingUser(ctx, request);
    const cards = await offlineCards(ctx.db, user.id, request.query.deckId, new Date());
    return { engine: user.engine, fsrs: user.fsrs, cards };
  });

  handle(app, routes.card.undoReview, async (request) => {
    const user = await schedulingUser(ctx, request);
    return undoLastReview(ctx.db, user.id, user.fsrs);
  });

  handle(app, routes.card.list, async (request) => {
    const user = await cardUser(ctx, request);
    return listCards(ctx.db, user.id, request.query);
  });

  handle(app, routes.card.detail, async (request) => {
    const user = await cardUser(ctx, request);
    return { card: await getCard(ctx.db, user.id, request.query.id) };
  });

  handle(app, routes.card.update, async (request) => {
    const user = await cardUser(ctx, request);
    return { card: await updateCard(ctx.db, user.id, request.body) };
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

  registerDeckRoutes(app, ctx);
  registerCardTransferRoutes(app, ctx);
  registerCardAnalyticsRoutes(app, ctx);
  registerCardScheduleRoutes(app, ctx);
  registerCardGenerateRoute(app, ctx);
  registerCardDocumentRoute(app, ctx);
}
