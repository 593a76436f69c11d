import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { registerCourseRoutes, registerHistoryRoutes, registerProgressRoutes } from './course';
import { registerLessonCreateRoute } from './create';
import { registerCreatedLessonRoutes } from './created-lessons';
import { registerLessonChatRoute } from './tutor';

/** The course and its progress, the tutor, the lesson creator and the lessons it wrote. */
export function registerLessonRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCourseRoutes(app, ctx);
  registerProgressRoutes(app, ctx);
  registerHistoryRoutes(app, ctx);
  registerLessonChatRoute(app, ctx);
  registerLessonCreateRoute(app, ctx);
  registerCreatedLessonRoutes(app, ctx);
}
