/** The deck a review is limited to (`/review?deckId=3`), or undefined for the whole collection. */
export function reviewDeckId(search: URLSearchParams): number | undefined {
  const deckId = Number(search.get('deckId'));
  return Number.isInteger(deckId) && deckId > 0 ? deckId : undefined;
}

/** A review or study path limited to a deck, or the whole collection's when there is none. */
export const deckScoped = (path: string, deckId: number | undefined) => (deckId ? `${path}?deckId=${deckId}` : path);
