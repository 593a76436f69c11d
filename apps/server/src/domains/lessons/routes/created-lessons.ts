import {
  createdLessonDeletedResponseSchema,
  createdLessonListResponseSchema,
  createdLessonParamsSchema,
  createdLessonResponseSchema,
} from '@kurio/shared/created-lessons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../accounts/routes/public';
import { deleteCreatedLesson, findCreatedLesson, listCreatedLessons } from '../services/created-lessons';

/** docs/product.md §7: the learner's created lessons (saved by POST /api/lesson/create). */
export function registerCreatedLessonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lessons'];

  routes.get(
    '/api/lessons/created',
    { schema: { tags, response: { 200: createdLessonListResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { lessons: await listCreatedLessons(ctx.db, user.id) };
    },
  );

  routes.get(
    '/api/lessons/created/:id',
    { schema: { tags, params: createdLessonParamsSchema, response: { 200: createdLessonResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { lesson: await findCreatedLesson(ctx.db, user.id, request.params.id) };
    },
  );

  routes.delete(
    '/api/lessons/created/:id',
    { schema: { tags, params: createdLessonParamsSchema, response: { 200: createdLessonDeletedResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      await deleteCreatedLesson(ctx.db, user.id, request.params.id);
      return { deleted: 1 as const };
    },
  );
}
