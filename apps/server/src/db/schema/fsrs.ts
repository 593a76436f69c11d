import { boolean, doublePrecision, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A learner's FSRS settings and their last training (migrations/0018_fsrs_learner_parameters.sql). */
export const fsrsLearnerParameters = pgTable('fsrs_learner_parameters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
  parameters: jsonb('parameters').$type<number[]>(),
  trainedAt: timestamp('trained_at', { withTimezone: true }),
  trainedOnReviews: integer('trained_on_reviews').notNull().default(0),
  logLossDefault: doublePrecision('log_loss_default'),
  rmseDefault: doublePrecision('rmse_default'),
  logLossTrained: doublePrecision('log_loss_trained'),
  rmseTrained: doublePrecision('rmse_trained'),
  /** The trained parameters schedule only when they predicted the held-out reviews better than the defaults. */
  inUse: boolean('in_use').notNull().default(false),
});
