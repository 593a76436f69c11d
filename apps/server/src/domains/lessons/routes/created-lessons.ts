import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { requireUser } from '../../accounts/routes/public';
import { deleteCreatedLesson, findCreatedLesson, listCreatedLessons } from '../services/created-lessons';

/** docs/product.md §7: the learner's created lessons (saved by `routes.lesson.create`). */
export function registerCreatedLessonRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.lesson.listCreated, async (request) => {
    const user = await requireUser(ctx, request);
    return { lessons: await listCreatedLessons(ctx.db, user.id) };
  });

  handle(app, routes.lesson.createdDetail, async (request) => {
    const user = await requireUser(ctx, request);
    return { lesson: await findCreatedLesson(ctx.db, user.id, request.params.id) };
  });

  handle(app, routes.lesson.deleteCreated, async (request) => {
    const user = await requireUser(ctx, request);
    await deleteCreatedLesson(ctx.db, user.id, request.params.id);
    return { deleted: 1 as const };
  });
}
