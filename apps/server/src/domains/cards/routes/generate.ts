import { routes } from '@kurio/shared/api/routes';
import {
  type CardGenerationNote,
  cardNoteEventName,
  cardStreamEventName,
  type GeneratedCard,
} from '@kurio/shared/card-generation';
import type { FastifyInstance } from 'fastify';
import { asBasicCards } from '../../../adapters/ai/cards/basic-cards';
import { collectGeneration } from '../../../adapters/ai/cards/card-list';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { clientGone, sendEventStream, startStream, wantsEventStream } from '../../../http/text-stream';
import { takeQuota } from '../../accounts/public';
import { requireUser } from '../../accounts/routes/public';

const cardEvent = (card: GeneratedCard) => ({ event: cardStreamEventName, data: card });
const noteEvent = (note: CardGenerationNote | undefined) => note && { event: cardNoteEventName, data: note };

/**
 * POST /api/card/generate: cards for review in the generator; nothing is saved. `{cards}` once all are
 * written, or — with Accept: text/event-stream — each card as an event as soon as it is (decision 075); either
 * way with a note when the cards are fewer than asked or about part of the topic (decision 117).
 * The requested quantity is charged up front; what was not delivered is refunded (decision 012). Cloze cards
 * come only to a client that asks for them (decision 168).
 */
export function registerCardGenerateRoute(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.card.generate, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { topic, quantity, sourceText, cloze } = request.body;
    const signal = clientGone(reply);
    const quota = await takeQuota(ctx.db, user, 'cards', quantity);
    let delivered = 0;
    try {
      const cards = () => {
        const generated = ctx.ai.generateCards({ topic, quantity, sourceText }, signal);
        // A client that does not save cloze notes (the original API) gets fill-in-the-blank as question and answer.
        return cloze ? generated : asBasicCards(generated);
      };
      if (wantsEventStream(request)) {
        delivered = await sendEventStream(reply, signal, await startStream(cards), cardEvent, noteEvent);
        return;
      }
      const generation = await collectGeneration(cards());
      delivered = generation.cards.length;
      return generation;
    } finally {
      await quota.refund(quantity - delivered);
    }
  });
}
