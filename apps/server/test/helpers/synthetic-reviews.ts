import { createEmptyCard, FSRS, forgetting_curve, type Grade, generatorParameters, Rating, State } from 'ts-fsrs';
import type { LoggedReview } from '../../src/domains/cards/services/fsrs/fsrs-items';

const dayMs = 86_400_000;
const start = Date.UTC(2025, 0, 1, 9);

/** FSRS-6 parameters far from the defaults: a learner who forgets new cards fast and gains stability slowly. */
export const syntheticTrueParameters = [
  0.1, 0.3, 0.8, 3, 7.5, 0.5, 2, 0.01, 1, 0.2, 0.7, 2.2, 0.05, 0.4, 1.5, 0.2, 2.8, 0.5, 0.2, 0.1, 0.2,
];

function seeded(seed: number) {
  let value = seed;
  return () => {
    value = (value * 16_807) % 2_147_483_647;
    return value / 2_147_483_647;
  };
}

function firstRating(r: number): Grade {
  if (r < 0.2) return Rating.Again;
  if (r < 0.3) return Rating.Hard;
  if (r < 0.85) return Rating.Good;
  return Rating.Easy;
}

/**
 * A learner who remembers exactly as FSRS with `parameters` predicts, reviewing about `reviews` times: cards
 * start on spread-out days, come back on the day scheduled (at 90 % retention) or some days later, and are
 * recalled with FSRS's own probability. Reviews fall at the same hour, so days between them are whole.
 */
export function syntheticReviewLog(parameters: number[], seed: number, reviews: number): LoggedReview[][] {
  const random = seeded(seed);
  const scheduler = new FSRS(
    generatorParameters({
      w: parameters,
      enable_fuzz: false,
      enable_short_term: false,
      learning_steps: [],
      relearning_steps: [],
    }),
  );
  const cards: LoggedReview[][] = [];
  let total = 0;
  while (total < reviews) {
    let at = start + Math.floor(random() * 120) * dayMs;
    let card = createEmptyCard(new Date(at));
    const log: LoggedReview[] = [];
    for (let n = 0; n < 12 && total < reviews; n++, total++) {
      const rating =
        card.state === State.New
          ? firstRating(random())
          : random() <
              forgetting_curve(parameters, Math.round((at - card.last_review!.getTime()) / dayMs), card.stability)
            ? random() < 0.1
              ? Rating.Hard
              : Rating.Good
            : Rating.Again;
      card = scheduler.next(card, new Date(at), rating).card;
      log.push({ at, rating });
      const late = random() < 0.3 ? Math.floor(random() * card.scheduled_days) : 0;
      at += Math.max(1, card.scheduled_days + late) * dayMs;
    }
    cards.push(log);
  }
  return cards;
}
