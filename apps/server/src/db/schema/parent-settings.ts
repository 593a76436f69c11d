import { bigint, boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companionConversations } from './companion';

export const parentSettings = pgTable('parent_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull().default(30),
  /** Email flags outside the serious categories too; the serious ones are always emailed. */
  emailOtherFlags: boolean('email_other_flags').notNull().default(false),
  /** When the next weekly summary falls due; null while the parent has it switched off (decision 161). */
  weeklySummaryDueAt: bigint('weekly_summary_due_at', { mode: 'number' }),
  /** The zone the summary's weeks are in: the parent's browser's when they switched it on. */
  weeklySummaryTimeZone: text('weekly_summary_time_zone').notNull().default('UTC'),
});

export const conversationReviews = pgTable('conversation_reviews', {
  conversationId: uuid('session_id')
    .primaryKey()
    .references(() => companionConversations.id, { onDelete: 'cascade' }),
  seenAt: bigint('seen_at', { mode: 'number' }).notNull(),
});
