import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './column-types';

export const guideOrders = pgTable(
  'guide_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set when a signed-in user ordered; visitors may order too. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    timeframe: text('timeframe').notNull(),
    email: text('email').notNull(),
    /** 'expired': its checkout closed unpaid (expired on Stripe, or cancelled on the test-mode page). */
    status: text('status', { enum: ['pending', 'paid', 'expired'] })
      .notNull()
      .default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guide_orders_user_id_idx').on(table.userId)],
);

export const guideOrderUploads = pgTable('guide_order_uploads', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => guideOrders.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
});

/** A checkout: Stripe's Checkout Session or the test-mode provider's; the stored name predates the word. */
export const checkouts = pgTable(
  'checkout_sessions',
  {
    /** The provider's checkout id (Stripe's Checkout Session cs_…, or the test-mode provider's own). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    kind: text('kind', { enum: ['pro', 'guide'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => guideOrders.id, { onDelete: 'cascade' }),
    billingInterval: text('billing_interval', { enum: ['monthly', 'yearly'] }),
    email: text('email').notNull(),
    /** Test-mode provider only: what its checkout page did with the checkout. */
    testStatus: text('test_status', { enum: ['open', 'complete', 'canceled'] })
      .notNull()
      .default('open'),
    testCompletedAt: bigint('test_completed_at', { mode: 'number' }),
    /** Set once, by whichever of the success call and the webhook confirms the payment first. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Set once the provider reports the checkout closed unpaid; it can never be paid after that. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user_id_idx').on(table.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    billingInterval: text('billing_interval', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: bigint('current_period_end', { mode: 'number' }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    index('subscriptions_customer_id_idx').on(table.customerId),
  ],
);

export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
