import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCardGenerateRoute } from './card-generate';
import { registerLessonChatRoute } from './lesson-chat';
import { registerLessonCreateRoute } from './lesson-create';

/** The AI endpoints: card generation, the lesson tutor and lesson creation. */
export function registerAiRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCardGenerateRoute(app, ctx);
  registerLessonChatRoute(app, ctx);
  registerLessonCreateRoute(app, ctx);
}
