import {
  type Card,
  createEmptyCard,
  default_maximum_interval,
  FSRS,
  type Grade,
  generatorParameters,
  Rating,
  State,
} from 'ts-fsrs';
import { defaultFsrsSettings, type FsrsSettings } from './fsrs-settings';
import { balancedInterval, type DueLoad } from './load-balance';
import type { FsrsState } from './scheduler-state';

const dayMs = 86_400_000;

/** One ts-fsrs scheduler per learner's settings: a learner's reviews all use the same few. */
const schedulers = new Map<string, FSRS>();

function schedulerFor(settings: FsrsSettings): FSRS {
  const key = `${settings.desiredRetention}:${settings.parameters?.join(',') ?? 'default'}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    const w = settings.parameters ?? undefined;
    scheduler = new FSRS(generatorParameters({ w, request_retention: settings.desiredRetention, enable_fuzz: false }));
    if (schedulers.size > 100) schedulers.clear();
    schedulers.set(key, scheduler);
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

/**
 * The card's FSRS memory after a review at `now`. With `load`, a card going to (or staying in) review gets the
 * day of its fuzz range with the fewest cards due (load-balance.ts).
 */
export function nextFsrsState(
  state: FsrsState,
  quality: number,
  now: Date,
  settings: FsrsSettings = defaultFsrsSettings,
  load?: DueLoad,
): FsrsState {
  const card = schedulerFor(settings).next(toCard(state), now, qualityToRating(quality)).card;
  if (!load || card.state !== State.Review) return fromCard(card);
  const elapsed = state.lastReview === null ? 0 : Math.max(0, Math.floor((now.getTime() - state.lastReview) / dayMs));
  const days = balancedInterval(card.scheduled_days, elapsed, default_maximum_interval, load);
  return fromCard({ ...card, scheduled_days: days, due: new Date(now.getTime() + days * dayMs) });
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
