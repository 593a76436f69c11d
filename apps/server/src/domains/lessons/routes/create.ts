import { createLessonRequestSchema } from '@kurio/shared/ai';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../http/session';
import { clientGone, sendEventStream, startStream, textChunkEvent } from '../../../http/text-stream';
import { withQuota } from '../../accounts/services/take-quota';

/** POST /api/lesson/create: a lesson on a topic, streamed as Server-Sent Events of Markdown chunks. */
export function registerLessonCreateRoute(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/lesson/create',
      { schema: { tags: ['lesson'], body: createLessonRequestSchema } },
      async (request, reply) => {
        const user = await requireUser(ctx, request);
        const signal = clientGone(reply);
        const started = await withQuota(ctx.db, user, 'lessonCreate', 1, () =>
          startStream(() => ctx.ai.createLesson(request.body.topic, signal)),
        );
        await sendEventStream(reply, signal, started, textChunkEvent);
      },
    );
}
