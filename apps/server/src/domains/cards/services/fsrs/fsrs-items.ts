/** One review of a card as the optimizer reads it: when (epoch ms) and the FSRS rating (1 Again … 4 Easy). */
export interface LoggedReview {
  at: number;
  rating: number;
}

/** One prediction to train or test on: a card's reviews up to one of them, with days between each. */
export interface HistoryItem {
  /** The time of the item's last review: the one predicted. */
  at: number;
  reviews: { rating: number; deltaDays: number }[];
}

const dayMs = 86_400_000;

/** Whole calendar days (UTC) between two instants: reviews the same day are 0 days apart, as FSRS counts. */
const daysBetween = (from: number, to: number) => Math.floor(to / dayMs) - Math.floor(from / dayMs);

/**
 * Every card's history as FSRS items: for each review after the first, the card's reviews up to it. An item
 * whose last review is on the day of the one before is kept (short-term memory), as FSRS trains on it too,
 * but only once the card has been reviewed on a later day: the optimizer aborts the whole process (a Rust
 * panic no thread contains) on an item whose reviews all fall on one day.
 */
export function historyItems(cards: LoggedReview[][]): HistoryItem[] {
  const items: HistoryItem[] = [];
  for (const reviews of cards) {
    const steps = reviews.map((review, i) => ({
      rating: review.rating,
      deltaDays: i === 0 ? 0 : daysBetween(reviews[i - 1]!.at, review.at),
    }));
    for (let i = firstItemAt(reviews); i < reviews.length; i++) {
      items.push({ at: reviews[i]!.at, reviews: steps.slice(0, i + 1) });
    }
  }
  return items;
}

/** The index of a card's first review that ends an item: the first on a later day than the card's first review. */
function firstItemAt(reviews: LoggedReview[]): number {
  const later = reviews.findIndex((review, i) => i > 0 && daysBetween(reviews[i - 1]!.at, review.at) > 0);
  return later === -1 ? reviews.length : later;
}

/** How many items historyItems makes of these cards, without making them. */
export const historyItemCount = (cards: LoggedReview[][]) =>
  cards.reduce((count, reviews) => count + reviews.length - firstItemAt(reviews), 0);

/** The share of items, latest first, kept out of training to compare parameter sets on. */
export const heldOutShare = 0.2;

/**
 * A time-ordered split: the learner's latest reviews are held out, so trained parameters are judged on reviews
 * made after everything they learned from, as they will be used.
 */
export function splitByTime(items: HistoryItem[]): { train: HistoryItem[]; test: HistoryItem[] } {
  const sorted = [...items].sort((a, b) => a.at - b.at);
  const cut = Math.floor(sorted.length * (1 - heldOutShare));
  return { train: sorted.slice(0, cut), test: sorted.slice(cut) };
}
