import {
  cardStreamEventName,
  type GenerateCardsRequest,
  type GeneratedCard,
  generatedCardSchema,
} from '@kurio/shared/card-generation';
import { isEventStream, postForEventStream, readStreamEvents, streamFailure } from '../../../lib/event-stream';

const speaker = 'The card generator';

/**
 * POST /api/card/generate as Server-Sent Events (decision 075): `onCard` gets each card as it is written.
 * Rejects with the server's message — after the cards that did arrive — when generation fails or the
 * connection drops before the end.
 */
export async function streamGeneratedCards(
  input: GenerateCardsRequest,
  onCard: (card: GeneratedCard) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await postForEventStream('/api/card/generate', { json: input, signal, speaker });
  if (!isEventStream(response)) throw streamFailure('stream', `${speaker} sent no cards. Please try again.`);
  const finished = await readStreamEvents(
    response.body,
    (event, payload) => {
      if (event !== cardStreamEventName) return;
      const card = generatedCardSchema.safeParse(payload);
      if (!card.success) throw streamFailure('stream', `${speaker} sent a card it could not read. Please try again.`);
      onCard(card.data);
    },
    speaker,
  );
  if (!finished)
    throw streamFailure('network', 'The connection was lost before all the cards arrived. Please try again.');
}
