import { deckResponseSchema, decksResponseSchema, renameDeckRequestSchema } from '@kurio/shared/cards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { listDecks, renameDeck } from '../services/decks';
import { cardUser } from './card-user';

export function registerDeckRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['card'];

  routes.get('/api/card/decks', { schema: { tags, response: { 200: decksResponseSchema } } }, async (request) => {
    const user = await cardUser(ctx, request);
    return { decks: await listDecks(ctx.db, user.id) };
  });

  routes.post(
    '/api/card/deck/rename',
    { schema: { tags, body: renameDeckRequestSchema, response: { 200: deckResponseSchema } } },
    async (request) => {
      const user = await cardUser(ctx, request);
      return { deck: await renameDeck(ctx.db, user.id, request.body.id, request.body.name) };
    },
  );
}
