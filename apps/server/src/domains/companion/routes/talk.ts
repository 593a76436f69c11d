import {
  idParamsSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  sessionSummaryResponseSchema,
} from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { enforceRateLimits, requireUser } from '../../accounts/routes/public';
import { replyToChild, summarizeSession } from '../services/chat';
import type { CompanionAi } from '../services/conversation';

const summariesPerUser = { limit: 60, windowMs: 10 * 60_000 };

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
      return replyToChild(ctx.db, ai, user, request.params.id, request.body.content);
    },
  );

  routes.get(
    '/api/companion/sessions/:id/summary',
    { schema: { tags, params: idParamsSchema, response: { 200: sessionSummaryResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      await enforceRateLimits(ctx, [{ key: `companion:summaries:${user.id}`, rule: summariesPerUser }]);
      return summarizeSession(ctx.db, ai, user.id, request.params.id);
    },
  );
}
