import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A learner's started books; a book without a row is available. */
export const questBooks = pgTable(
  'quest_books',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: text('book_id').notNull(),
    status: text('status', { enum: ['inProgress', 'active', 'completed'] }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.bookId] }),
    uniqueIndex('quest_books_one_active_idx').on(table.userId).where(sql`status = 'active'`),
  ],
);

/** A learner's completed episodes; un-ticking deletes the row. */
export const questEpisodes = pgTable(
  'quest_episodes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: text('book_id').notNull(),
    episodeId: text('episode_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.bookId, table.episodeId] }),
    index('quest_episodes_user_completed_idx').on(table.userId, table.completedAt),
  ],
);
