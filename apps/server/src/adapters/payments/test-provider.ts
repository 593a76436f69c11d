import { randomBytes } from 'node:crypto';
import { type BillingInterval, proPlan } from '@kurio/shared/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, subscriptions } from '../../db/schema/index';
import { type PaymentsProvider, type ProviderSubscription, WebhookSignatureError } from './payments-provider';

const dayMs = 24 * 60 * 60 * 1000;
const subscriptionPrefix = 'sub_test_';

export const testCheckoutPath = (id: string) => `/checkout/test/${id}`;
export const testPortalPath = '/checkout/test/portal';

/** One billing interval after `from`, by the UTC calendar. */
export function addInterval(from: number, interval: BillingInterval): number {
  const date = new Date(from);
  if (interval === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

/** The subscription a completed test-mode Pro checkout stands for, as it stands now. */
async function subscriptionFor(db: Db, checkoutId: string): Promise<ProviderSubscription | undefined> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  if (checkout?.kind !== 'pro' || checkout.testStatus !== 'complete' || !checkout.userId) return undefined;
  const interval = checkout.billingInterval ?? 'monthly';
  const trialEnd = (checkout.testCompletedAt ?? 0) + proPlan.trialDays * dayMs;
  const id = `${subscriptionPrefix}${checkoutId}`;
  const [stored] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const currentPeriodEnd = addInterval(trialEnd, interval);
  const cancelAtPeriodEnd = stored?.cancelAtPeriodEnd ?? false;
  const now = Date.now();
  let status = now < trialEnd ? 'trialing' : 'active';
  if (now >= currentPeriodEnd) status = cancelAtPeriodEnd ? 'canceled' : 'unpaid';
  return {
    id,
    customerId: `cus_test_${checkout.userId}`,
    interval,
    status,
    currentPeriodEnd,
    cancelAtPeriodEnd,
    userId: checkout.userId,
  };
}

/**
 * The built-in test-mode provider: no money moves. Its "provider side" is Kurio's own database, and its
 * checkout page is a Kurio page labelled TEST MODE. A completed Pro checkout becomes a subscription that
 * trials for 7 days and is then paid through one interval (nothing renews it: there is no card).
 */
export function createTestProvider(db: Db, publicUrl: string): PaymentsProvider & TestModeControls {
  return {
    mode: 'test',

    async createCheckout() {
      const id = `cs_test_kurio_${randomBytes(16).toString('hex')}`;
      return { id, url: `${publicUrl}${testCheckoutPath(id)}` };
    },

    async retrieveCheckout(id) {
      const [checkout] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, id), eq(checkouts.provider, 'test')));
      if (!checkout) return undefined;
      return {
        id,
        complete: checkout.testStatus === 'complete',
        expired: checkout.testStatus === 'canceled',
        subscription: await subscriptionFor(db, id),
      };
    },

    async retrieveSubscription(id) {
      if (!id.startsWith(subscriptionPrefix)) return undefined;
      return subscriptionFor(db, id.slice(subscriptionPrefix.length));
    },

    async createPortal(_customerId, returnUrl) {
      return `${publicUrl}${testPortalPath}?return=${encodeURIComponent(returnUrl)}`;
    },

    async verifyWebhook() {
      throw new WebhookSignatureError('test mode takes no webhooks');
    },

    async finishCheckout(id, outcome) {
      const [row] = await db
        .update(checkouts)
        .set(
          outcome === 'complete' ? { testStatus: 'complete', testCompletedAt: Date.now() } : { testStatus: 'canceled' },
        )
        .where(and(eq(checkouts.id, id), eq(checkouts.testStatus, 'open')))
        .returning({ id: checkouts.id });
      return row !== undefined;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(subscriptions.id, subscriptionId));
    },
  };
}

/** What the test-mode checkout and portal pages can do that Stripe's hosted pages do for real. */
export interface TestModeControls {
  /** false when the checkout is unknown or already finished. */
  finishCheckout(id: string, outcome: 'complete' | 'cancel'): Promise<boolean>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
}
