import { type Card, createEmptyCard, type FSRS, type FSRSParameters, fsrs, type Grade, Rating } from 'ts-fsrs';
import type { FsrsState } from './scheduler-state';

/** A learner's own FSRS parameters; what is left out takes ts-fsrs' defaults. */
export type FsrsParameters = Partial<FSRSParameters>;

const defaultScheduler = fsrs({ enable_fuzz: false });
/** One scheduler per parameter set, built once however many reviews it schedules. */
const schedulers = new WeakMap<FsrsParameters, FSRS>();
function schedulerFor(parameters: FsrsParameters | undefined): FSRS {
  if (!parameters) return defaultScheduler;
  let scheduler = schedulers.get(parameters);
  if (!scheduler) {
    scheduler = fsrs({ ...parameters, enable_fuzz: false });
    schedulers.set(parameters, scheduler);
  }
  return scheduler;
}

/** Quality 0–2 → Again, 3 → Hard, 4 → Good, 5 → Easy. */
export function qualityToRating(quality: number): Grade {
  if (quality <= 2) return Rating.Again;
  if (quality === 3) return Rating.Hard;
  if (quality === 4) return Rating.Good;
  return Rating.Easy;
}

export function initialFsrsState(now: Date): FsrsState {
  return fromCard(createEmptyCard(now));
}

export function nextFsrsState(state: FsrsState, quality: number, now: Date, parameters?: FsrsParameters): FsrsState {
  return fromCard(schedulerFor(parameters).next(toCard(state), now, qualityToRating(quality)).card);
}

function toCard(state: FsrsState): Card {
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    last_review: state.lastReview === null ? undefined : new Date(state.lastReview),
  };
}

function fromCard(card: Card): FsrsState {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}
