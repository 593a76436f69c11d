import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentsProvider } from '../../../adapters/payments/payments-provider';
import type { Db } from '../../../db/client';
import { checkoutSessions, guideOrders } from '../../../db/schema/index';

/**
 * Records a checkout that closed unpaid: the session is marked expired and its pending guide order becomes
 * 'expired'. Membership is untouched (nothing was bought). Safe to repeat; a fulfilled session stays fulfilled.
 */
export async function markCheckoutExpired(db: Db, session: { id: string; orderId: string | null }): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ expiredAt: new Date() })
    .where(
      and(
        eq(checkoutSessions.id, session.id),
        isNull(checkoutSessions.expiredAt),
        isNull(checkoutSessions.fulfilledAt),
      ),
    );
  if (session.orderId) {
    await db
      .update(guideOrders)
      .set({ status: 'expired' })
      .where(and(eq(guideOrders.id, session.orderId), eq(guideOrders.status, 'pending')));
  }
}

/**
 * Stripe's checkout.session.expired, and the test-mode page's cancel, come here. Like fulfilment it asks the
 * provider rather than trusting the event, so only a session that can really no longer be paid is closed.
 */
export async function expireCheckout(db: Db, payments: PaymentsProvider, sessionId: string): Promise<void> {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, payments.mode)));
  if (!session) return;
  const checkout = await payments.retrieveCheckout(sessionId);
  if (checkout?.expired) await markCheckoutExpired(db, session);
}
