import type { AnkiImportJobStatus, AnkiImportStage } from '@kurio/shared/anki-import-jobs';
import type { AnkiImportResult, AnkiScheduling } from '@kurio/shared/cards';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './column-types';

/** Anki package imports run as jobs (migrations/0031_import_jobs.sql, decision 157). */
export const importJobs = pgTable('import_jobs', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<AnkiImportJobStatus>().notNull(),
  stage: text('stage').$type<AnkiImportStage>().notNull(),
  scheduling: text('scheduling').$type<AnkiScheduling>().notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  /** The uploaded package, kept only while the job runs. */
  package: bytea('package'),
  message: text('message'),
  result: jsonb('result').$type<AnkiImportResult>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
