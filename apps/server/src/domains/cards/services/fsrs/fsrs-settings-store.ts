import { defaultFsrsSettings, type FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { fsrsLearnerParameters } from '../../../../db/schema/index';

export type LearnerParametersRow = typeof fsrsLearnerParameters.$inferSelect;

export async function learnerParameters(db: Db, userId: string): Promise<LearnerParametersRow | undefined> {
  const [row] = await db.select().from(fsrsLearnerParameters).where(eq(fsrsLearnerParameters.userId, userId));
  return row;
}

/** How FSRS schedules this learner: trained parameters only while in use, and their desired retention. */
export async function fsrsSettingsFor(db: Db, userId: string): Promise<FsrsSettings> {
  const row = await learnerParameters(db, userId);
  if (!row) return defaultFsrsSettings;
  return { parameters: row.inUse ? row.parameters : null, desiredRetention: row.desiredRetention };
}

/** Writes some of the learner's FSRS columns, creating their row with the defaults first if need be. */
export async function saveLearnerParameters(
  db: Db,
  userId: string,
  values: Partial<Omit<LearnerParametersRow, 'userId'>>,
): Promise<void> {
  await db
    .insert(fsrsLearnerParameters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: fsrsLearnerParameters.userId, set: values });
}
