import { safetyCategories } from '@kurio/shared/child-safety';
import { ageBands, type QuietPeriod } from '@kurio/shared/children';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const companionCharacters = pgTable(
  'companion_characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    systemPrompt: text('system_prompt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('companion_characters_user_idx').on(table.userId, table.createdAt)],
);

export const companionChildren = pgTable(
  'companion_children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ageBand: text('age_band', { enum: ageBands }).notNull(),
    interests: text('interests').notNull().default(''),
    personality: text('personality').notNull().default(''),
    parentGoal: text('parent_goal').notNull().default(''),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** Minutes of talk a day; null is no limit. */
    dailyMinutes: integer('daily_minutes'),
    quietHours: jsonb('quiet_hours').$type<QuietPeriod[]>().notNull().default([]),
    /** The zone the limits are in: the parent's browser's when they saved them. */
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (table) => [index('companion_children_user_idx').on(table.userId, table.createdAt)],
);

export const companionConversations = pgTable(
  'companion_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A built-in character's slug or a parent character's uuid; it may since have been deleted. */
    assistantId: text('assistant_id').notNull(),
    /** Who talked; null for conversations from before child profiles. */
    childId: uuid('child_id').references(() => companionChildren.id, { onDelete: 'cascade' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('companion_sessions_user_idx').on(table.userId, table.createdAt),
    index('companion_sessions_child_idx').on(table.childId, table.createdAt),
  ],
);

export const companionMessages = pgTable(
  'companion_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('session_id')
      .notNull()
      .references(() => companionConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }).notNull(),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    flagCategory: text('flag_category', { enum: safetyCategories }),
  },
  (table) => [index('companion_messages_session_idx').on(table.conversationId, table.sentAt)],
);

export const waitlistEntries = pgTable('waitlist_entries', {
  /** Stored trimmed and lower-cased: the primary key dedupes case-insensitively. */
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
