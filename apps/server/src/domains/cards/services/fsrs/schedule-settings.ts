import type { ScheduleSettings } from '@kurio/shared/card-schedule';
import { defaultDesiredRetention } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import type { Db } from '../../../../db/client';
import { DomainError } from '../../../domain-error';
import { loadOptimizer } from './fsrs-optimizer';
import { learnerParameters, saveLearnerParameters } from './fsrs-settings-store';
import { isTraining, type ReviewCounts, reviewCounts, trainLearner } from './fsrs-training';

export interface ScheduleUser {
  id: string;
  pro: boolean;
  engine: SchedulerEngine;
}

/** Whether the optimizer loads here, asked once per module name (it does not change while the process runs). */
const availability = new Map<string, Promise<string | null>>();

export function optimizerUnavailable(moduleName: string): Promise<string | null> {
  let answer = availability.get(moduleName);
  if (!answer) {
    answer = loadOptimizer(moduleName).then((loaded) => ('unavailable' in loaded ? loaded.unavailable : null));
    availability.set(moduleName, answer);
  }
  return answer;
}

/**
 * docs/product.md §2 Settings, Schedule: the learner's training, its figures and their desired retention. `counted`:
 * the review counts when the caller has just read them (a training), else they are counted here.
 */
export async function scheduleSettings(
  db: Db,
  user: ScheduleUser,
  moduleName: string,
  counted?: ReviewCounts,
): Promise<ScheduleSettings> {
  const [row, counts, unavailable] = await Promise.all([
    learnerParameters(db, user.id),
    counted ?? reviewCounts(db, user.id),
    optimizerUnavailable(moduleName),
  ]);
  const trained = row?.trainedAt && row.logLossDefault !== null && row.logLossTrained !== null;
  return {
    engine: user.engine,
    reviewCount: counts.total,
    repeatReviewCount: counts.repeat,
    desiredRetention: row?.desiredRetention ?? defaultDesiredRetention,
    training: trained
      ? {
          trainedAt: row.trainedAt!.getTime(),
          trainedOnReviews: row.trainedOnReviews,
          defaults: { logLoss: row.logLossDefault!, rmse: row.rmseDefault ?? 0 },
          trained: { logLoss: row.logLossTrained!, rmse: row.rmseTrained ?? 0 },
          inUse: row.inUse,
        }
      : null,
    optimizerUnavailable: unavailable,
    trainingNow: isTraining(user.id),
  };
}

function requirePro(user: ScheduleUser) {
  if (!user.pro)
    throw new DomainError(
      'notAllowed',
      'proRequired',
      'Training your schedule and choosing its retention are part of Kurio Pro.',
    );
}

/** "Optimise now": trains on the learner's reviews (in a child process) and answers the new figures. */
export async function optimiseSchedule(db: Db, user: ScheduleUser, moduleName: string) {
  requirePro(user);
  const counts = await trainLearner(db, user.id, moduleName);
  return scheduleSettings(db, user, moduleName, counts);
}

export async function setDesiredRetention(db: Db, user: ScheduleUser, desiredRetention: number, moduleName: string) {
  requirePro(user);
  await saveLearnerParameters(db, user.id, { desiredRetention });
  return scheduleSettings(db, user, moduleName);
}
