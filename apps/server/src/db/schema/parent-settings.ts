import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companionSessions } from './companion';

export const parentSettings = pgTable('parent_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull().default(30),
});

export const conversationReviews = pgTable('conversation_reviews', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => companionSessions.id, { onDelete: 'cascade' }),
  seenAt: bigint('seen_at', { mode: 'number' }).notNull(),
});
