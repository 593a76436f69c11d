import { routes } from '@kurio/shared/api/routes';
import { type CreatedLessonSummary, createdLessonSavedEventSchema } from '@kurio/shared/created-lessons';
import { ApiError } from '../../../lib/api-client';
import { isEventStream, postForEventStream, readStreamEvents, streamFailure } from '../../../lib/event-stream';

const speaker = 'The lesson writer';

/** The message to show for a failed request: a field's own message (e.g. the topic's length) before the summary. */
export const failureMessage = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.body.fieldErrors ?? {})[0] ?? error.message)
    : 'Something went wrong. Please try again.';

export interface WrittenLesson {
  markdown: string;
  /** The saved lesson; missing when the stream ended before the server kept it. */
  saved?: CreatedLessonSummary;
}

/**
 * Streams a Markdown lesson on `topic`; `onText` gets the lesson so far. Resolves once
 * the server says it is done; a stream that stops before that is an error, so a partial lesson never passes
 * as finished.
 */
export async function streamLesson(
  topic: string,
  onText: (markdownSoFar: string) => void,
  signal?: AbortSignal,
): Promise<WrittenLesson> {
  const response = await postForEventStream(routes.lesson.create, { body: { topic }, signal, speaker });
  if (!isEventStream(response)) throw streamFailure('stream', `${speaker} sent no lesson. Please try again.`);
  const lesson: WrittenLesson = { markdown: '' };
  const done = await readStreamEvents(
    response.body,
    (event, payload) => {
      const text = (payload as { text?: unknown }).text;
      if (event === 'chunk' && typeof text === 'string') {
        lesson.markdown += text;
        onText(lesson.markdown);
      } else if (event === 'saved') {
        lesson.saved = createdLessonSavedEventSchema.parse(payload).lesson;
      }
    },
    speaker,
  );
  if (!done) throw streamFailure('stream', `${speaker} stopped before the end of the lesson. Please try again.`);
  if (lesson.markdown.trim() === '') throw streamFailure('empty', `${speaker} sent an empty lesson. Please try again.`);
  return lesson;
}
