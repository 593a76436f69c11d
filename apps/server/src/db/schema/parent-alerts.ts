import { safetyCategories } from '@kurio/shared/child-safety';
import { parentAlertStatuses } from '@kurio/shared/parent-alerts';
import { bigint, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companionConversations } from './companion';

export const parentAlerts = pgTable(
  'parent_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('session_id')
      .notNull()
      .references(() => companionConversations.id, { onDelete: 'cascade' }),
    category: text('category', { enum: safetyCategories }).notNull(),
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
    index('parent_alerts_user_idx').on(table.userId, table.createdAt),
  ],
);
