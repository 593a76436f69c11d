import { routes } from '@kurio/shared/api/routes';
import {
  type CardGenerationNote,
  cardGenerationNoteSchema,
  cardNoteEventName,
  cardStreamEventName,
  type GenerateCardsRequest,
  type GeneratedCard,
  generatedCardSchema,
} from '@kurio/shared/card-generation';
import { isEventStream, postForEventStream, readStreamEvents, streamFailure } from '../../../lib/event-stream';

const speaker = 'The card generator';

export interface GenerationListener {
  onCard: (card: GeneratedCard) => void;
  /** The note the server adds after the cards when they are fewer than asked or about part of the topic. */
  onNote: (note: CardGenerationNote) => void;
}

/**
 * Card generation as Server-Sent Events (decision 075): `onCard` gets each card as it is written,
 * `onNote` the closing note, if any. Rejects with the server's message — after the cards that did arrive —
 * when generation fails or the connection drops before the end.
 */
export async function streamGeneratedCards(
  input: GenerateCardsRequest,
  { onCard, onNote }: GenerationListener,
  signal?: AbortSignal,
): Promise<void> {
  const response = await postForEventStream(routes.card.generate, { body: input, signal, speaker });
  if (!isEventStream(response)) throw streamFailure('stream', `${speaker} sent no cards. Please try again.`);
  const finished = await readStreamEvents(
    response.body,
    (event, payload) => {
      if (event === cardNoteEventName) {
        const note = cardGenerationNoteSchema.safeParse(payload);
        if (note.success) onNote(note.data);
        return;
      }
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
