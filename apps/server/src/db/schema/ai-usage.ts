import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** How much of each AI quota a user has used in a period ("2026-11" for months, "2026-11-21" for days, UTC). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.period] })],
);
