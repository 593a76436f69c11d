import { Plan, Subscription } from '@kurio/shared/membership';
import { defaultMembership } from '@kurio/shared/membership-plans';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ProviderSubscription } from '../../../adapters/payments/payments-provider';
import type { Db } from '../../../db/client';
import { subscriptions, users } from '../../../db/schema/index';

/** Statuses in which the subscriber has paid (or is in the free trial) for the current period. */
const payingStatuses = new Set(['trialing', 'active']);

/** The membership a subscription in this state grants (docs/product.md §3 codes). */
export function membershipFor(subscription: Pick<ProviderSubscription, 'status' | 'interval' | 'currentPeriodEnd'>) {
  if (!payingStatuses.has(subscription.status)) {
    return defaultMembership;
  }
  return {
    plan: Plan.pro,
    subscription: Subscription[subscription.interval],
    expireAt: subscription.currentPeriodEnd,
  };
}

/**
 * Records the provider's view of a subscription, then sets the owner's membership from the best of all
 * their subscriptions: a late event about an old, cancelled one never ends a newer one. Safe to repeat and
 * to receive out of order: the same provider state always writes the same rows. Returns false when no
 * Kurio user owns it.
 */
export async function applySubscription(
  db: Db,
  provider: 'stripe' | 'test',
  subscription: ProviderSubscription,
  ownerHint?: string,
): Promise<boolean> {
  const [known] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscription.id));
  const userId = known?.userId ?? subscription.userId ?? ownerHint;
  if (!userId) return false;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!owner) return false;
  const values = {
    customerId: subscription.customerId,
    billingInterval: subscription.interval,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values({ id: subscription.id, provider, userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values });
  const [best] = await db
    .select({
      status: subscriptions.status,
      interval: subscriptions.billingInterval,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...payingStatuses])))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  await db
    .update(users)
    .set(membershipFor(best ?? subscription))
    .where(eq(users.id, userId));
  return true;
}
