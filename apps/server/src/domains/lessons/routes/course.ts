import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { currentUser, requireUser } from '../../accounts/routes/public';
import { invalid } from '../../domain-error';
import { courseView, findLesson, lessonView } from '../services/course-view';
import { updateProgress } from '../services/lesson-progress';
import { applyProgressBatch } from '../services/progress-batch';
import { appendHistory, listHistory } from '../services/raise-hand-history';

/** The course and its lessons, for visitors too; a learner's progress comes with them. */
export function registerCourseRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.lesson.list, async (request) => {
    const user = await currentUser(ctx, request);
    return courseView(ctx.db, ctx.lessons, user?.id);
  });

  handle(app, routes.lesson.detail, async (request) => {
    const user = await currentUser(ctx, request);
    return lessonView(ctx.db, ctx.lessons, request.params.id, user?.id);
  });
}

/** Where a learner is in each lesson, set directly or synced from the device's outbox. */
export function registerProgressRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.lesson.syncProgress, async (request) => {
    const user = await requireUser(ctx, request);
    const durationOf = (id: string) => {
      const lesson = ctx.lessons.find(id);
      return lesson ? (lesson.narration?.durationMs ?? 0) : undefined;
    };
    const results = await applyProgressBatch(ctx.db, user.id, durationOf, request.body.updates, new Date());
    return { results: ctx.metrics.countSync('lessonProgress', results) };
  });

  handle(app, routes.lesson.setProgress, async (request) => {
    const user = await requireUser(ctx, request);
    const lesson = findLesson(ctx.lessons, request.params.id);
    const { completed, positionMs } = request.body;
    const durationMs = lesson.narration?.durationMs ?? 0;
    const clamped = positionMs === undefined ? undefined : Math.min(positionMs, durationMs);
    return { progress: await updateProgress(ctx.db, user.id, lesson.id, { completed, positionMs: clamped }) };
  });
}

/** The questions a learner asked the tutor about a lesson's sentences (docs/product.md §3 raise-hand history). */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.lesson.history, async (request) => {
    const user = await requireUser(ctx, request);
    const lesson = findLesson(ctx.lessons, request.params.id);
    return { entries: await listHistory(ctx.db, user.id, lesson.id) };
  });

  handle(app, routes.lesson.appendHistory, async (request) => {
    const user = await requireUser(ctx, request);
    const lesson = findLesson(ctx.lessons, request.params.id);
    const { sentence, messages } = request.body;
    if (!lesson.narration?.transcript.some((entry) => entry.sentence === sentence)) {
      throw invalid('That sentence is not part of this lesson.', {
        sentence: 'That sentence is not part of this lesson.',
      });
    }
    return { entry: await appendHistory(ctx.db, user.id, lesson.id, sentence, messages) };
  });
}
