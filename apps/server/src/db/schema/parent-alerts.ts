import { safetyCategories } from '@kurio/shared/child-safety';
import { parentAlertStatuses } from '@kurio/shared/parent-alerts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companionConversations } from './companion';

export const parentAlerts = pgTable(
  'parent_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The flagged conversation; null for a weekly summary. */
    conversationId: uuid('session_id').references(() => companionConversations.id, { onDelete: 'cascade' }),
    /** The flag's category; null for a weekly summary. */
    category: text('category', { enum: safetyCategories }),
    /** For a weekly summary, the local Monday midnight that began the week it covers (decision 161). */
    weekStart: bigint('week_start', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    status: text('status', { enum: parentAlertStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: bigint('next_attempt_at', { mode: 'number' }).notNull(),
    lastError: text('last_error'),
    sentAt: bigint('sent_at', { mode: 'number' }),
  },
  (table) => [
    unique().on(table.conversationId, table.category),
    uniqueIndex('parent_alerts_week_idx').on(table.userId, table.weekStart).where(sql`week_start IS NOT NULL`),
    index('parent_alerts_user_idx').on(table.userId, table.createdAt),
  ],
);
