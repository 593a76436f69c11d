import {
  companionMessages,
  createSessionRequestSchema,
  deletedResponseSchema,
  idParamsSchema,
  sessionListResponseSchema,
  sessionResponseSchema,
} from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { enforceRateLimits, requireUser } from '../../accounts/routes/public';
import { notFound } from '../../domain-error';
import { findCharacter, listCharacters } from '../services/characters';
import {
  createSession,
  deleteAllSessions,
  deleteSession,
  findSession,
  listSessions,
  sessionMessages,
} from '../services/sessions';

const newSessionsPerUser = { limit: 120, windowMs: 60 * 60_000 };

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companion'];

  routes.get(
    '/api/companion/sessions',
    { schema: { tags, response: { 200: sessionListResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const [sessions, characters] = await Promise.all([
        listSessions(ctx.db, user.id),
        listCharacters(ctx.db, user.id),
      ]);
      const names = new Map(characters.map((character) => [character.id, character.name]));
      return {
        sessions: sessions.map((session) => ({ ...session, assistantName: names.get(session.assistantId) ?? null })),
      };
    },
  );

  routes.post(
    '/api/companion/sessions',
    { schema: { tags, body: createSessionRequestSchema, response: { 200: sessionResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      await enforceRateLimits(ctx, [{ key: `companion:sessions:${user.id}`, rule: newSessionsPerUser }]);
      const character = await findCharacter(ctx.db, user.id, request.body.assistantId);
      if (!character) throw notFound(companionMessages.characterNotFound);
      const session = await createSession(ctx.db, user.id, character.id);
      return { session: { id: session.id, assistantId: character.id, assistantName: character.name, messages: [] } };
    },
  );

  routes.get(
    '/api/companion/sessions/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: sessionResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const session = await findSession(ctx.db, user.id, request.params.id);
      if (!session) throw notFound(companionMessages.sessionNotFound);
      const [messages, character] = await Promise.all([
        sessionMessages(ctx.db, session.id),
        findCharacter(ctx.db, user.id, session.assistantId),
      ]);
      return {
        session: { id: session.id, assistantId: session.assistantId, assistantName: character?.name ?? null, messages },
      };
    },
  );

  routes.delete(
    '/api/companion/sessions/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      if (!(await deleteSession(ctx.db, user.id, request.params.id))) {
        throw notFound(companionMessages.sessionNotFound);
      }
      return { deleted: 1 };
    },
  );

  routes.delete(
    '/api/companion/sessions',
    { schema: { tags, response: { 200: deletedResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { deleted: await deleteAllSessions(ctx.db, user.id) };
    },
  );
}
