import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { handle } from '../http/declared-route';

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.platform.publicConfig, async () => ({
    contactEmail: ctx.config.CONTACT_EMAIL,
    googleClientId: ctx.config.GOOGLE_CLIENT_ID ?? null,
    aiMode: ctx.config.AI_PROVIDER,
    paymentsMode: ctx.config.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const),
  }));
}
