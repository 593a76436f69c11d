import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { trainWhenDue } from '../services/fsrs/fsrs-training';
import { offlineCards } from '../services/offline-cards';
import { nextCard, reviewCard, undoLastReview } from '../services/review';
import { applyReviewBatch } from '../services/review-batch';
import { cardUser, schedulingUser } from './card-user';

/** Starts FSRS training when the learner's log calls for it, after the answer is ready; a failure is only logged. */
function trainInBackground(ctx: AppContext, request: FastifyRequest, userId: string, reviews: number) {
  trainWhenDue(ctx.db, userId, ctx.fsrsOptimizerModule, reviews).catch((error: unknown) =>
    request.log.warn({ err: error }, 'FSRS training check failed'),
  );
}

/** Reviewing: the next due card, a rating (online, or a batch made offline), the cards kept offline, undo. */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
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
}
