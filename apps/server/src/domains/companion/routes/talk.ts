import { routes } from '@kurio/shared/api/routes';
import { resolveTimeZone } from '@kurio/shared/local-time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { enforceRateLimits, requireUser } from '../../accounts/routes/public';
import { replyToChild, summarizeConversation } from '../services/chat';
import type { CompanionAi } from '../services/conversation';

const summariesPerUser = { limit: 60, windowMs: 10 * 60_000 };

/** Everything the companion asks the AI layer: the character's replies and the parents' summaries. */
export function registerTalkRoutes(app: FastifyInstance, ctx: AppContext, ai: CompanionAi): void {
  handle(app, routes.companion.sendMessage, async (request) => {
    const user = await requireUser(ctx, request);
    return replyToChild(
      ctx.db,
      ai,
      user,
      {
        conversationId: request.params.id,
        content: request.body.content,
        timeZone: resolveTimeZone(request.headers['x-time-zone']),
      },
      ctx.clock,
    );
  });

  handle(app, routes.companion.summarizeConversation, async (request) => {
    const user = await requireUser(ctx, request);
    await enforceRateLimits(ctx, [{ key: `companion:summaries:${user.id}`, rule: summariesPerUser }]);
    return summarizeConversation(ctx.db, ai, user.id, request.params.id);
  });
}
