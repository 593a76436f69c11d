import type { FsrsParameters } from '@kurio/shared/scheduler/fsrs';
import type { Db } from '../../../db/client';

/**
 * The FSRS parameters a learner's reviews are scheduled with. Every learner has FSRS's defaults (undefined)
 * until parameters trained on their own reviews are stored; this is the one place that will read them.
 */
export async function learnerFsrsParameters(_db: Db, _userId: string): Promise<FsrsParameters | undefined> {
  return undefined;
}
