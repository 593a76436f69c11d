import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import type { FsrsState } from './scheduler-state';

const scheduler = fsrs({ enable_fuzz: false });

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

export function nextFsrsState(state: FsrsState, quality: number, now: Date): FsrsState {
  return fromCard(scheduler.next(toCard(state), now, qualityToRating(quality)).card);
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
