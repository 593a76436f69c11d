import { randomUUID } from 'node:crypto';
import type { OrderFields } from '@kurio/shared/checkout';
import type { BillingInterval } from '@kurio/shared/pricing';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentsProvider } from '../../../adapters/payments/payments-provider';
import type { Db } from '../../../db/client';
import { checkouts, guideOrders, guideOrderUploads, subscriptions } from '../../../db/schema/index';
import type { UploadType } from '../../../platform/uploads/upload-type';
import { checkoutReturnUrls } from './checkout-urls';

export interface StoredUpload {
  fileName: string;
  type: UploadType;
  bytes: Buffer;
}

/** The user's subscription that is paying or trialing now, if any. */
export async function findLiveSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['trialing', 'active', 'past_due'])))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row;
}

async function latestCustomerId(
  db: Db,
  userId: string,
  provider: PaymentsProvider['mode'],
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider)))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row?.customerId;
}

/** Opens a Pro checkout; 'alreadySubscribed' when a live subscription exists (changes go through the portal). */
export async function startProCheckout(
  db: Db,
  payments: PaymentsProvider,
  publicUrl: string,
  user: { id: string; email: string },
  interval: BillingInterval,
): Promise<{ url: string } | 'alreadySubscribed'> {
  if (await findLiveSubscription(db, user.id)) return 'alreadySubscribed';
  const checkout = await payments.createCheckout({
    kind: 'pro',
    interval,
    email: user.email,
    userId: user.id,
    customerId: await latestCustomerId(db, user.id, payments.mode),
    ...checkoutReturnUrls(publicUrl, 'pro'),
  });
  await db.insert(checkouts).values({
    id: checkout.id,
    provider: payments.mode,
    kind: 'pro',
    userId: user.id,
    billingInterval: interval,
    email: user.email,
  });
  return { url: checkout.url };
}

/**
 * Opens the $50 one-time checkout for an order, then stores the order, its file and the checkout in one
 * transaction: a crash at any point leaves either all of them or none (never an order with no checkout).
 */
export async function startGuideCheckout(
  db: Db,
  payments: PaymentsProvider,
  publicUrl: string,
  order: OrderFields & { userId?: string },
  upload: StoredUpload | undefined,
): Promise<{ url: string }> {
  const orderId = randomUUID();
  const checkout = await payments.createCheckout({
    kind: 'guide',
    email: order.email,
    userId: order.userId,
    orderId,
    ...checkoutReturnUrls(publicUrl, 'guide'),
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(guideOrders)
      .values({ id: orderId, role: order.role, timeframe: order.timeframe, email: order.email, userId: order.userId });
    if (upload) {
      await tx.insert(guideOrderUploads).values({
        orderId,
        fileName: upload.fileName,
        mimeType: upload.type.mime,
        sizeBytes: upload.bytes.length,
        data: upload.bytes,
      });
    }
    await tx.insert(checkouts).values({
      id: checkout.id,
      provider: payments.mode,
      kind: 'guide',
      userId: order.userId,
      orderId,
      email: order.email,
    });
  });
  return { url: checkout.url };
}
