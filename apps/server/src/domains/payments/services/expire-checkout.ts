import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentsProvider } from '../../../adapters/payments/payments-provider';
import type { Db } from '../../../db/client';
import { checkouts, guideOrders } from '../../../db/schema/index';

/**
 * Records a checkout that closed unpaid: the stored checkout is marked expired and its pending guide order becomes
 * 'expired'. Membership is untouched (nothing was bought). Safe to repeat; a fulfilled checkout stays fulfilled.
 */
export async function markCheckoutExpired(db: Db, stored: { id: string; orderId: string | null }): Promise<void> {
  await db
    .update(checkouts)
    .set({ expiredAt: new Date() })
    .where(and(eq(checkouts.id, stored.id), isNull(checkouts.expiredAt), isNull(checkouts.fulfilledAt)));
  if (stored.orderId) {
    await db
      .update(guideOrders)
      .set({ status: 'expired' })
      .where(and(eq(guideOrders.id, stored.orderId), eq(guideOrders.status, 'pending')));
  }
}

/**
 * Stripe's checkout.session.expired, and the test-mode page's cancel, come here. Like fulfilment it asks the
 * provider rather than trusting the event, so only a checkout that can really no longer be paid is closed.
 */
export async function expireCheckout(db: Db, payments: PaymentsProvider, checkoutId: string): Promise<void> {
  const [stored] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.provider, payments.mode)));
  if (!stored) return;
  const checkout = await payments.retrieveCheckout(checkoutId);
  if (checkout?.expired) await markCheckoutExpired(db, stored);
}
