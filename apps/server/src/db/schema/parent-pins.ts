import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const parentPins = pgTable('parent_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: bigint('locked_until', { mode: 'number' }),
});
