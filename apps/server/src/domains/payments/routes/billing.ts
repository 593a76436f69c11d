import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { requireUser } from '../../accounts/routes/public';
import { notFound } from '../../domain-error';
import { findLiveSubscription } from '../services/start-checkout';

/** The signed-in user's subscription, and the provider's page to change or cancel it. */
export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.payment.subscription, async (request) => {
    const user = await requireUser(ctx, request);
    const live = await findLiveSubscription(ctx.db, user.id);
    return {
      paymentsMode: ctx.payments.mode,
      subscription: live
        ? {
            interval: live.billingInterval,
            status: live.status,
            currentPeriodEnd: live.currentPeriodEnd,
            cancelAtPeriodEnd: live.cancelAtPeriodEnd,
          }
        : null,
    };
  });

  handle(app, routes.payment.openBillingPortal, async (request) => {
    const user = await requireUser(ctx, request);
    const live = await findLiveSubscription(ctx.db, user.id);
    if (!live) throw notFound('You have no subscription to manage.', 'noSubscription');
    return { url: await ctx.payments.createPortal(live.customerId, `${ctx.config.PUBLIC_URL}/membership`) };
  });
}
