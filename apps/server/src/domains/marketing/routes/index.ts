import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { registerWaitlistRoutes } from './waitlist';

/** What the marketing pages send: today the companion's waitlist. */
export function registerMarketingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerWaitlistRoutes(app, ctx);
}
