import type { LessonChatRequest } from '@kurio/shared/ai';
import { routes } from '@kurio/shared/api/routes';
import { collectTextEvents, isEventStream, postForEventStream, streamFailure } from '../../../lib/event-stream';

const speaker = 'The tutor';

/**
 * Asks the tutor (docs/product.md §7 lesson chat) and streams the reply: `onText` gets the reply so far.
 * Resolves with the whole reply; rejects with a message fit for the chat pane.
 */
export async function streamTutorReply(
  request: LessonChatRequest,
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const response = await postForEventStream(routes.lesson.tutorChat, { body: request, signal, speaker });
  if (isEventStream(response)) return collectTextEvents(response.body, onText, speaker);
  const reply = (await response.json().catch(() => undefined))?.reply;
  if (typeof reply !== 'string' || reply.trim() === '')
    throw streamFailure('tutor', 'The tutor sent an empty answer. Please try again.');
  onText(reply);
  return reply;
}
