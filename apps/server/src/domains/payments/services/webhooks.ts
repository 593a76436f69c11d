import type { PaymentEvent, PaymentsProvider } from '../../../adapters/payments/payments-provider';
import type { Db } from '../../../db/client';
import { processedWebhookEvents } from '../../../db/schema/index';
import { expireCheckout } from './expire-checkout';
import { fulfilCheckout } from './fulfil-checkout';
import { applySubscription } from './membership-sync';

/**
 * Handles one verified event exactly once per event id. The id is recorded in the same transaction as the
 * change, so a failure rolls both back and the provider's retry is processed again.
 */
export async function processPaymentEvent(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
): Promise<'processed' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type === 'ignored' ? event.name : event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (!fresh) return 'duplicate';
    const txDb: Db = tx;
    if (event.type === 'checkout.completed') await fulfilCheckout(txDb, payments, event.checkoutId, 'provider');
    if (event.type === 'checkout.expired') await expireCheckout(txDb, payments, event.checkoutId);
    if (event.type === 'subscription.changed') {
      // Re-read rather than trust the event body: events can arrive out of order.
      const subscription = await payments.retrieveSubscription(event.subscriptionId);
      if (subscription) await applySubscription(txDb, payments.mode, subscription);
    }
    return 'processed';
  });
}
