import {
  companionMessages,
  idParamsSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  sessionSummaryResponseSchema,
} from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { toHttpError } from '../../../http/ai-error';
import { withQuota } from '../../../http/ai-quota';
import { notFound } from '../../../http/http-error';
import { enforceRateLimits } from '../../../http/rate-limit';
import { requireUser } from '../../../http/session';
import { findCharacter } from '../services/characters';
import { getChildProfile, toChildContext } from '../services/child-profile';
import { type CompanionAi, summarize, talk } from '../services/conversation';
import { findSession, sessionMessages } from '../services/sessions';

const summariesPerUser = { limit: 60, windowMs: 10 * 60_000 };

async function callAi<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpError(error);
  }
}

/** Everything the companion asks the AI layer: the character's replies and the parents' summaries. */
export function registerTalkRoutes(app: FastifyInstance, ctx: AppContext, ai: CompanionAi): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companion'];

  routes.post(
    '/api/companion/sessions/:id/messages',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: sendMessageRequestSchema,
        response: { 200: sendMessageResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const session = await findSession(ctx.db, user.id, request.params.id);
      if (!session) throw notFound(companionMessages.sessionNotFound);
      const character = await findCharacter(ctx.db, user.id, session.assistantId);
      if (!character) throw notFound(companionMessages.characterNotFound);
      const child = toChildContext(await getChildProfile(ctx.db, user.id));
      return withQuota(ctx, user, 'companion', 1, () =>
        callAi(() => talk(ctx.db, ai, { sessionId: session.id, character, child, content: request.body.content })),
      );
    },
  );

  routes.get(
    '/api/companion/sessions/:id/summary',
    { schema: { tags, params: idParamsSchema, response: { 200: sessionSummaryResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const session = await findSession(ctx.db, user.id, request.params.id);
      if (!session) throw notFound(companionMessages.sessionNotFound);
      await enforceRateLimits(ctx, [{ key: `companion:summaries:${user.id}`, rule: summariesPerUser }]);
      const messages = await sessionMessages(ctx.db, session.id);
      return callAi(() => summarize(ai, messages));
    },
  );
}
