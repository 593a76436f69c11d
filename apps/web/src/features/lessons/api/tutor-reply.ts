import type { LessonChatRequest } from '@kurio/shared/ai';
import { apiErrorSchema } from '@kurio/shared/errors';
import { ApiError, userTimeZone } from '../../../lib/api-client';

const failure = (message: string) => new ApiError(0, { code: 'tutor', message });

async function readError(response: Response): Promise<ApiError> {
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  return new ApiError(
    response.status,
    parsed.success
      ? parsed.data
      : { code: 'http', message: `The tutor could not answer (${response.status}). Please try again.` },
  );
}

/** Splits a server-sent-events body into events of {event, data}. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) yield { event, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Asks the tutor (SPEC §7 /api/lesson/chat) and streams the reply: `onText` gets the reply so far.
 * Resolves with the whole reply; rejects with a message fit for the chat pane.
 */
export async function streamTutorReply(
  request: LessonChatRequest,
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/lesson/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-time-zone': userTimeZone() },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw failure('Cannot reach Kurio. Check your connection and try again.');
  }
  if (!response.ok) throw await readError(response);
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    const reply = (await response.json().catch(() => undefined))?.reply;
    if (typeof reply !== 'string' || reply.trim() === '')
      throw failure('The tutor sent an empty answer. Please try again.');
    onText(reply);
    return reply;
  }
  let text = '';
  for await (const { event, data } of readEvents(response.body)) {
    const payload = JSON.parse(data) as { text?: string; message?: string };
    if (event === 'error') throw failure(payload.message ?? 'The tutor stopped answering. Please try again.');
    if (event === 'done') break;
    if (event === 'chunk' && typeof payload.text === 'string') {
      text += payload.text;
      onText(text);
    }
  }
  if (text.trim() === '') throw failure('The tutor sent an empty answer. Please try again.');
  return text;
}
