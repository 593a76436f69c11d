import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { clientGone, sendEventStream, startStream, textChunkEvent } from '../../../http/text-stream';
import { withQuota } from '../../accounts/public';
import { requireUser } from '../../accounts/routes/public';
import { keepWhenComplete, type LessonStreamItem, saveCreatedLesson } from '../services/created-lessons';

const asEvent = (item: LessonStreamItem) =>
  'text' in item ? textChunkEvent(item.text) : { event: 'saved', data: { lesson: item.saved } };

/**
 * POST /api/lesson/create: a lesson on a topic, streamed as Server-Sent Events of Markdown chunks; once the
 * writer has finished, the lesson is saved to the learner's lessons and announced with `event: saved`.
 */
export function registerLessonCreateRoute(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.lesson.create, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { topic } = request.body;
    const signal = clientGone(reply);
    const save = (markdown: string) => saveCreatedLesson(ctx.db, user.id, { topic, markdown });
    const started = await withQuota(ctx.db, user, 'lessonCreate', 1, () =>
      startStream(() => keepWhenComplete(ctx.ai.createLesson(topic, signal), signal, save)),
    );
    await sendEventStream(reply, signal, started, asEvent);
  });
}
