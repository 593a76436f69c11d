import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One row per user and lesson they touched: completion and where they stopped. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    completed: boolean('completed').notNull().default(false),
    positionMs: integer('position_ms').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/** Raise-hand history (docs/product.md §3): messages appended per lesson and sentence, in `seq` order. */
export const lessonChatMessages = pgTable(
  'lesson_chat_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    sentence: text('sentence').notNull(),
    messageId: text('message_id').notNull(),
    sender: text('sender', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdMs: bigint('created_ms', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique().on(table.userId, table.lessonId, table.messageId),
    index('lesson_chat_messages_user_lesson_idx').on(table.userId, table.lessonId, table.seq),
  ],
);

/** Lessons the lesson assistant wrote for a learner, saved once complete (docs/product.md §2 "Your lessons"). */
export const createdLessons = pgTable(
  'created_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    markdown: text('markdown').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('created_lessons_user_idx').on(table.userId, table.createdAt.desc())],
);
