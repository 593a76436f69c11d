import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { listDecks, renameDeck, setDeckSpeech } from '../services/decks';
import { cardUser } from './card-user';

export function registerDeckRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.card.listDecks, async (request) => {
    const user = await cardUser(ctx, request);
    return { decks: await listDecks(ctx.db, user.id) };
  });

  handle(app, routes.card.renameDeck, async (request) => {
    const user = await cardUser(ctx, request);
    return { deck: await renameDeck(ctx.db, user.id, request.body.id, request.body.name) };
  });

  handle(app, routes.card.deckSpeech, async (request) => {
    const user = await cardUser(ctx, request);
    return { deck: await setDeckSpeech(ctx.db, user.id, request.body) };
  });
}
