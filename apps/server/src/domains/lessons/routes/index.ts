import { routes } from '@kurio/shared/api/routes';
import { formatClock } from '@kurio/shared/clock';
import { lessonMessages } from '@kurio/shared/lesson-messages';
import type { LessonProgress } from '@kurio/shared/lessons';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { currentUser, requireUser } from '../../accounts/routes/public';
import { invalid, notFound } from '../../domain-error';
import type { CatalogLesson } from '../services/lesson-catalog';
import { findProgress, noProgress, progressByLesson, updateProgress } from '../services/lesson-progress';
import { applyProgressBatch } from '../services/progress-batch';
import { appendHistory, listHistory } from '../services/raise-hand-history';
import { registerLessonCreateRoute } from './create';
import { registerCreatedLessonRoutes } from './created-lessons';
import { registerLessonChatRoute } from './tutor';

const durationOf = (lesson: CatalogLesson) => (lesson.narration ? formatClock(lesson.narration.durationMs / 1000) : '');

/** The course and its progress, the tutor, the lesson creator and the lessons it wrote. */
export function registerLessonRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerLessonChatRoute(app, ctx);
  registerLessonCreateRoute(app, ctx);
  registerCreatedLessonRoutes(app, ctx);

  const findLesson = (id: string) => {
    const lesson = ctx.lessons.find(id);
    if (!lesson) throw notFound(lessonMessages.notFound);
    return lesson;
  };

  handle(app, routes.lesson.list, async (request) => {
    const user = await currentUser(ctx, request);
    const progress = user ? await progressByLesson(ctx.db, user.id) : new Map<string, LessonProgress>();
    const { course, lessons } = ctx.lessons;
    return {
      course: { ...course, numberOfLessons: lessons.length },
      lessons: lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        duration: durationOf(lesson),
        ready: lesson.narration !== undefined,
        ...(progress.get(lesson.id) ?? noProgress),
      })),
    };
  });

  handle(app, routes.lesson.detail, async (request) => {
    const lesson = findLesson(request.params.id);
    const user = await currentUser(ctx, request);
    return {
      lesson: {
        id: lesson.id,
        title: lesson.title,
        duration: durationOf(lesson),
        durationMs: lesson.narration?.durationMs ?? 0,
        audioUrl: lesson.narration?.audioUrl ?? null,
        transcript: lesson.narration?.transcript ?? [],
        progress: user ? await findProgress(ctx.db, user.id, lesson.id) : noProgress,
      },
    };
  });

  handle(app, routes.lesson.syncProgress, async (request) => {
    const user = await requireUser(ctx, request);
    const durationOf = (id: string) => {
      const lesson = ctx.lessons.find(id);
      return lesson ? (lesson.narration?.durationMs ?? 0) : undefined;
    };
    return { results: await applyProgressBatch(ctx.db, user.id, durationOf, request.body.updates, new Date()) };
  });

  handle(app, routes.lesson.setProgress, async (request) => {
    const user = await requireUser(ctx, request);
    const lesson = findLesson(request.params.id);
    const { completed, positionMs } = request.body;
    const durationMs = lesson.narration?.durationMs ?? 0;
    const clamped = positionMs === undefined ? undefined : Math.min(positionMs, durationMs);
    return { progress: await updateProgress(ctx.db, user.id, lesson.id, { completed, positionMs: clamped }) };
  });

  handle(app, routes.lesson.history, async (request) => {
    const user = await requireUser(ctx, request);
    const lesson = findLesson(request.params.id);
    return { entries: await listHistory(ctx.db, user.id, lesson.id) };
  });

  handle(app, routes.lesson.appendHistory, async (request) => {
    const user = await requireUser(ctx, request);
    const lesson = findLesson(request.params.id);
    const { sentence, messages } = request.body;
    if (!lesson.narration?.transcript.some((entry) => entry.sentence === sentence)) {
      throw invalid('That sentence is not part of this lesson.', {
        sentence: 'That sentence is not part of this lesson.',
      });
    }
    return { entry: await appendHistory(ctx.db, user.id, lesson.id, sentence, messages) };
  });
}
