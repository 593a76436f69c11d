import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { registerAccountRoutes } from './settings';
import { registerUserRoutes } from './sign-in';

/** Signing up, in and out, and the account settings of a signed-in learner. */
export function registerAccountsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUserRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
}
