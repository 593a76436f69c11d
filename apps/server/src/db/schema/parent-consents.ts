import { accountHolderProofs } from '@kurio/shared/account';
import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const parentConsents = pgTable('parent_consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  noticeVersion: text('notice_version').notNull(),
  consentedAt: bigint('consented_at', { mode: 'number' }).notNull(),
  withdrawnAt: bigint('withdrawn_at', { mode: 'number' }),
  /** How the account holder showed it was them; null for consent recorded before this was kept. */
  confirmedBy: text('confirmed_by', { enum: accountHolderProofs }),
});
