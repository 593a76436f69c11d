import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companionConversations } from './companion';

export const parentSettings = pgTable('parent_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull().default(30),
});

export const conversationReviews = pgTable('conversation_reviews', {
  conversationId: uuid('session_id')
    .primaryKey()
    .references(() => companionConversations.id, { onDelete: 'cascade' }),
  seenAt: bigint('seen_at', { mode: 'number' }).notNull(),
});
