// The plain values of cards, free of zod: a screen that shows a limit or a label need not build the schemas.

/** docs/product.md §6: the free plan holds at most 100 cards. */
export const freeCardLimit = 100;

/** docs/product.md §9 rating scale, best first, as the review screen lists it. */
export const ratingLabels = [
  { quality: 5, label: 'Super easy' },
  { quality: 4, label: 'Easy' },
  { quality: 3, label: 'Okay' },
  { quality: 2, label: 'Hard' },
  { quality: 1, label: 'Very hard' },
  { quality: 0, label: 'Totally forgot' },
] as const;

export const cardMessages = {
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  notFound: 'Card not found',
  deleteConfirm: 'Are you sure you want to delete this card?',
  deckNameRequired: 'Deck name is required',
  qualityRange: 'Quality must be a whole number from 0 to 5',
  answerTimeRange: 'Answer time must be whole milliseconds from 0 to 60,000',
} as const;

/**
 * The longest answer time a review records, in ms: a card left on screen while the learner is away counts as this
 * long, as in Anki, whose "maximum answer seconds" defaults to 60 (docs/decisions/159).
 */
export const answerTimeCapMs = 60_000;

export const cardLimitMessage = (remaining: number) =>
  `The free plan holds up to ${freeCardLimit} cards${
    remaining > 0 ? `; you can add ${remaining} more` : ' and yours is full'
  }. Upgrade to Pro for unlimited cards.`;
