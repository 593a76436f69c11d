import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentsProvider } from '../../../adapters/payments/payments-provider';
import type { Db } from '../../../db/client';
import { checkouts, guideOrders } from '../../../db/schema/index';
import { markCheckoutExpired } from './expire-checkout';
import { applySubscription } from './membership-sync';

export type CheckoutRow = typeof checkouts.$inferSelect;

export type FulfilResult =
  | { outcome: 'unknown' }
  | { outcome: 'unpaid'; checkout: CheckoutRow }
  | { outcome: 'expired'; checkout: CheckoutRow }
  | { outcome: 'paid'; checkout: CheckoutRow };

/** Who asks: the provider itself (a verified webhook), or a browser with or without a signed-in user. */
export type FulfilCaller = 'provider' | { userId: string | undefined };

/**
 * Asks the provider whether a checkout was paid and, only if so, grants what was bought. Both the
 * success page call and the webhook come here; repeating it grants nothing new. A checkout that closed unpaid
 * answers 'expired' and never grants anything. A browser may only
 * confirm its own user's checkouts (another user's checkout id answers 'unknown', like a made-up one).
 */
export async function fulfilCheckout(
  db: Db,
  payments: PaymentsProvider,
  checkoutId: string,
  caller: FulfilCaller,
): Promise<FulfilResult> {
  const [stored] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  if (!stored || stored.provider !== payments.mode) return { outcome: 'unknown' };
  if (caller !== 'provider' && stored.userId && stored.userId !== caller.userId) return { outcome: 'unknown' };
  if (stored.expiredAt) return { outcome: 'expired', checkout: stored };
  const checkout = await payments.retrieveCheckout(checkoutId);
  if (checkout?.expired) {
    // The expiry webhook may not have arrived (or been processed) yet: record it now.
    await markCheckoutExpired(db, stored);
    return { outcome: 'expired', checkout: stored };
  }
  if (!checkout?.complete) return { outcome: 'unpaid', checkout: stored };

  if (stored.kind === 'pro' && checkout.subscription) {
    await applySubscription(db, payments.mode, checkout.subscription, stored.userId ?? undefined);
  }
  if (stored.kind === 'guide' && stored.orderId) {
    await db
      .update(guideOrders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(guideOrders.id, stored.orderId), eq(guideOrders.status, 'pending')));
  }
  await db
    .update(checkouts)
    .set({ fulfilledAt: new Date() })
    .where(and(eq(checkouts.id, checkoutId), isNull(checkouts.fulfilledAt)));
  return { outcome: 'paid', checkout: stored };
}
