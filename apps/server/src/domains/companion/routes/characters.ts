import {
  characterInputSchema,
  characterListResponseSchema,
  characterResponseSchema,
  companionMessages,
  deletedResponseSchema,
  idParamsSchema,
} from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../accounts/routes/public';
import { notFound } from '../../domain-error';
import { createCharacter, deleteCharacter, listCharacters, updateCharacter } from '../services/characters';

export function registerCharacterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companion'];

  routes.get(
    '/api/companion/characters',
    { schema: { tags, response: { 200: characterListResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { characters: await listCharacters(ctx.db, user.id) };
    },
  );

  routes.post(
    '/api/companion/characters',
    { schema: { tags, body: characterInputSchema, response: { 200: characterResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { character: await createCharacter(ctx.db, user.id, request.body) };
    },
  );

  routes.put(
    '/api/companion/characters/:id',
    {
      schema: { tags, params: idParamsSchema, body: characterInputSchema, response: { 200: characterResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const character = await updateCharacter(ctx.db, user.id, request.params.id, request.body);
      if (!character) throw notFound(companionMessages.characterNotFound);
      return { character };
    },
  );

  routes.delete(
    '/api/companion/characters/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      if (!(await deleteCharacter(ctx.db, user.id, request.params.id))) {
        throw notFound(companionMessages.characterNotFound);
      }
      return { deleted: 1 };
    },
  );
}
