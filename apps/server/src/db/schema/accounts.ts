import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored trimmed and lower-cased, so lookups are case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  role: integer('role').notNull().default(0),
  plan: integer('plan').notNull().default(0),
  subscription: integer('subscription').notNull().default(3),
  expireAt: bigint('expire_at', { mode: 'number' }).notNull().default(-1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const signIns = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not leak usable sign-ins. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
