import { routes } from '@kurio/shared/api/routes';
import { interviewGuide, proPlan } from '@kurio/shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { currentUser, requireUser } from '../../accounts/routes/public';
import { conflict, notFound } from '../../domain-error';
import { checkoutIdPlaceholder, checkoutReturnUrls } from '../services/checkout-urls';
import { expireCheckout } from '../services/expire-checkout';
import { fulfilCheckout } from '../services/fulfil-checkout';
import { applySubscription } from '../services/membership-sync';
import { openTestCheckout } from '../services/open-test-checkout';
import { findLiveSubscription } from '../services/start-checkout';

/**
 * The built-in test-mode provider's hosted pages, served by Kurio (only when no Stripe key is set):
 * the checkout page completes or cancels a checkout, the portal cancels or resumes a subscription.
 */
export function registerTestCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { payments } = ctx;
  const { finishCheckout, setCancelAtPeriodEnd } = payments;
  if (payments.mode !== 'test' || !finishCheckout || !setCancelAtPeriodEnd) return;
  const openCheckout = async (request: Parameters<typeof currentUser>[1], id: string) =>
    openTestCheckout(ctx.db, id, (await currentUser(ctx, request))?.id);

  handle(app, routes.payment.testCheckout, async (request) => {
    const checkout = await openCheckout(request, request.params.id);
    const urls = checkoutReturnUrls('', checkout.kind);
    return {
      id: checkout.id,
      kind: checkout.kind,
      interval: checkout.billingInterval,
      amountCents:
        checkout.kind === 'guide'
          ? interviewGuide.priceCents
          : proPlan.priceCents[checkout.billingInterval ?? 'monthly'],
      trialDays: checkout.kind === 'pro' ? proPlan.trialDays : 0,
      email: checkout.email,
      status: checkout.testStatus,
      successUrl: urls.successUrl.replace(checkoutIdPlaceholder, encodeURIComponent(checkout.id)),
      cancelUrl: urls.cancelUrl,
    };
  });

  for (const [route, outcome] of [
    [routes.payment.completeTestCheckout, 'complete'],
    [routes.payment.cancelTestCheckout, 'cancel'],
  ] as const) {
    handle(app, route, async (request) => {
      const checkout = await openCheckout(request, request.params.id);
      if (!(await finishCheckout(checkout.id, outcome))) {
        throw conflict('This checkout has already been completed or cancelled.', 'checkoutFinished');
      }
      const urls = checkoutReturnUrls('', checkout.kind);
      if (outcome === 'cancel') {
        // What Stripe's checkout.session.expired webhook does for an abandoned checkout.
        await expireCheckout(ctx.db, payments, checkout.id);
        return { url: urls.cancelUrl };
      }
      // What Stripe's checkout.session.completed webhook does; the success page then confirms it again.
      await fulfilCheckout(ctx.db, payments, checkout.id, 'provider');
      return { url: urls.successUrl.replace(checkoutIdPlaceholder, encodeURIComponent(checkout.id)) };
    });
  }

  handle(app, routes.payment.setTestCancelAtPeriodEnd, async (request) => {
    const user = await requireUser(ctx, request);
    const live = await findLiveSubscription(ctx.db, user.id);
    if (!live) throw notFound('You have no subscription to manage.', 'noSubscription');
    await setCancelAtPeriodEnd(live.id, request.body.cancelAtPeriodEnd);
    const subscription = await payments.retrieveSubscription(live.id);
    if (subscription) await applySubscription(ctx.db, payments.mode, subscription);
    return { ok: true as const };
  });
}
