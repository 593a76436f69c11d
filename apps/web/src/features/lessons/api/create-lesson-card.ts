import { routes } from '@kurio/shared/api/routes';
import { type CardInput, createCardsRequestSchema } from '@kurio/shared/cards';
import { callApi } from '../../../lib/api-client';

/** Saves one chat exchange as a card in the deck named after the lesson (created when missing). */
export const createLessonCard = async (deck: string, card: CardInput) => {
  // The cards API's own schema: an over-long exchange fails here with its message, before a round trip.
  const request = createCardsRequestSchema.safeParse({ cards: [card], deck });
  if (!request.success) throw new Error(request.error.issues[0]!.message);
  return (await callApi(routes.card.create, { body: request.data })).cards[0]!;
};
