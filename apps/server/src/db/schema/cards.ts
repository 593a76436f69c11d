import type { CardType } from '@kurio/shared/card-render';
import type { SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './column-types';
import { importJobs } from './import-jobs';

// Indexes are created by migrations/0003_cards.sql (some use expressions Drizzle does not model).

export const decks = pgTable('decks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The import job that wrote the row, so a cancelled or failed import can take it back. */
  importJobId: uuid('import_job_id').references(() => importJobs.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Chosen for reading aloud (decision 153); null: the language detected from the cards. */
  language: text('language'),
  readAloud: boolean('read_aloud').notNull().default(false),
});

export const cards = pgTable('cards', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  deckId: bigint('deck_id', { mode: 'number' }).references(() => decks.id, { onDelete: 'set null' }),
  question: text('question').notNull(),
  /** Markdown. For a cloze note, `question` holds the text with its deletions and `answer` the extra text. */
  answer: text('answer').notNull(),
  /** Cards of one note share it, and its fields (migrations/0025_card_types.sql, decision 150). */
  noteId: uuid('note_id').notNull().defaultRandom(),
  cardType: text('card_type').$type<CardType>().notNull().default('basic'),
  /** Which card of the note: 1 (2 for the reversed one) or the cloze deletion number. */
  ordinal: smallint('ordinal').notNull().default(1),
  typeAnswer: boolean('type_answer').notNull().default(false),
  /** Hidden until then because a sibling was reviewed today. */
  buriedUntil: timestamp('buried_until', { withTimezone: true }),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  schedulerState: jsonb('scheduler_state').$type<SchedulerState>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The import job that wrote the row, so a cancelled or failed import can take it back. */
  importJobId: uuid('import_job_id').references(() => importJobs.id, { onDelete: 'set null' }),
});

/** Every review, with the full scheduler state before and after, so undo, analytics and export are exact. */
export const cardReviews = pgTable('card_reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  cardId: bigint('card_id', { mode: 'number' })
    .notNull()
    .references(() => cards.id, { onDelete: 'cascade' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  quality: smallint('quality').notNull(),
  engine: text('engine').$type<'sm2' | 'fsrs'>().notNull(),
  dueBefore: timestamp('due_before', { withTimezone: true }).notNull(),
  dueAfter: timestamp('due_after', { withTimezone: true }).notNull(),
  stateBefore: jsonb('state_before').$type<SchedulerState>().notNull(),
  stateAfter: jsonb('state_after').$type<SchedulerState>().notNull(),
  /** The browser's id of a rating synced from the device (decision 114); null for one sent straight to the server. */
  clientId: uuid('client_id'),
  /** How long the rating took from the card shown, capped at 60 s (migration 0032); null when not recorded. */
  answerMs: integer('answer_ms'),
});

/** Images kept from imported Anki packages (migrations/0016_card_media.sql). */
export const cardMedia = pgTable('card_media', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
  /** The import job that wrote the row, so a cancelled or failed import can take it back. */
  importJobId: uuid('import_job_id').references(() => importJobs.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
