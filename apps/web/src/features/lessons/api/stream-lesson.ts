import { ApiError } from '../../../lib/api-client';
import { collectTextEvents, isEventStream, postForEventStream, streamFailure } from '../../../lib/event-stream';

const speaker = 'The lesson writer';

/** The message to show for a failed request: a field's own message (e.g. the topic's length) before the summary. */
export const failureMessage = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.body.fieldErrors ?? {})[0] ?? error.message)
    : 'Something went wrong. Please try again.';

/** POST /api/lesson/create: streams a Markdown lesson on `topic`; `onText` gets the lesson so far. */
export async function streamLesson(
  topic: string,
  onText: (markdownSoFar: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const response = await postForEventStream('/api/lesson/create', { json: { topic }, signal, speaker });
  if (!isEventStream(response)) throw streamFailure('stream', `${speaker} sent no lesson. Please try again.`);
  return collectTextEvents(response.body, onText, speaker);
}
