import { aiQuotas } from '@kurio/shared/ai';
import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import {
  clientGone,
  collectStream,
  sendEventStream,
  startStream,
  textChunkEvent,
  wantsEventStream,
} from '../../../http/text-stream';
import { withQuota } from '../../accounts/public';
import { clientIp, currentUser, enforceRateLimits } from '../../accounts/routes/public';
import { groundTutorInput } from '../services/tutor-grounding';

const dayMs = 24 * 60 * 60_000;

/** Signed-in learners spend their own daily quota; a signed-out player is limited per address. */
async function withTutorQuota<T>(ctx: AppContext, request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  const user = await currentUser(ctx, request);
  if (user) return withQuota(ctx.db, user, 'tutor', 1, call);
  await enforceRateLimits(ctx, [
    { key: `tutor:ip:${clientIp(request)}`, rule: { limit: aiQuotas.free.tutor, windowMs: dayMs } },
  ]);
  return call();
}

/**
 * POST /api/lesson/chat (docs/product.md §7): the tutor's reply to the last question, grounded in the lesson.
 * `{reply}` for plain JSON; Server-Sent Events when the request accepts text/event-stream.
 */
export function registerLessonChatRoute(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.lesson.tutorChat, async (request, reply) => {
    const input = groundTutorInput(ctx.lessons, request.body);
    const signal = clientGone(reply);
    const started = await withTutorQuota(ctx, request, () => startStream(() => ctx.ai.tutorReply(input, signal)));
    if (wantsEventStream(request)) {
      await sendEventStream(reply, signal, started, textChunkEvent);
      return;
    }
    return { reply: await collectStream(started) };
  });
}
