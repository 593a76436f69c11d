import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentsProvider } from '../../../adapters/payments/payments-provider';
import type { Db } from '../../../db/client';
import { checkoutSessions, guideOrders } from '../../../db/schema/index';
import { markCheckoutExpired } from './expire-checkout';
import { applySubscription } from './membership-sync';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export type FulfilResult =
  | { outcome: 'unknown' }
  | { outcome: 'unpaid'; session: CheckoutSessionRow }
  | { outcome: 'expired'; session: CheckoutSessionRow }
  | { outcome: 'paid'; session: CheckoutSessionRow };

/** Who asks: the provider itself (a verified webhook), or a browser with or without a signed-in user. */
export type FulfilCaller = 'provider' | { userId: string | undefined };

/**
 * Asks the provider whether a checkout was paid and, only if so, grants what was bought. Both the
 * success page call and the webhook come here; repeating it grants nothing new. A checkout that closed unpaid
 * answers 'expired' and never grants anything. A browser may only
 * confirm its own user's checkouts (another user's session id answers 'unknown', like a made-up one).
 */
export async function fulfilCheckout(
  db: Db,
  payments: PaymentsProvider,
  sessionId: string,
  caller: FulfilCaller,
): Promise<FulfilResult> {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!session || session.provider !== payments.mode) return { outcome: 'unknown' };
  if (caller !== 'provider' && session.userId && session.userId !== caller.userId) return { outcome: 'unknown' };
  if (session.expiredAt) return { outcome: 'expired', session };
  const checkout = await payments.retrieveCheckout(sessionId);
  if (checkout?.expired) {
    // The expiry webhook may not have arrived (or been processed) yet: record it now.
    await markCheckoutExpired(db, session);
    return { outcome: 'expired', session };
  }
  if (!checkout?.complete) return { outcome: 'unpaid', session };

  if (session.kind === 'pro' && checkout.subscription) {
    await applySubscription(db, payments.mode, checkout.subscription, session.userId ?? undefined);
  }
  if (session.kind === 'guide' && session.orderId) {
    await db
      .update(guideOrders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(guideOrders.id, session.orderId), eq(guideOrders.status, 'pending')));
  }
  await db
    .update(checkoutSessions)
    .set({ fulfilledAt: new Date() })
    .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.fulfilledAt)));
  return { outcome: 'paid', session };
}
