import type { RequestSent, Route } from '@kurio/shared/api/route';
import { apiErrorSchema } from '@kurio/shared/errors';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, userTimeZone } from './api-client';

/** A stream failure with a message fit to show the user (status 0: no HTTP status applies). */
export const streamFailure = (code: string, message: string) => new ApiError(0, { code, message });

async function readError(response: Response, fallback: string): Promise<ApiError> {
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  return new ApiError(response.status, parsed.success ? parsed.data : { code: 'http', message: fallback });
}

/** A server-sent-events body as its events, parsed by eventsource-parser; `event` defaults to "message". */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const parsed: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => parsed.push(message) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
    for (const { event, data } of parsed.splice(0)) yield { event: event ?? 'message', data };
  }
}

export interface EventStreamRequest<R extends Route> {
  body: RequestSent<R, 'body'>;
  signal?: AbortSignal;
  /** Who is answering, for messages such as "The tutor stopped answering." */
  speaker: string;
}

/** Calls a JSON route asking for Server-Sent Events; non-2xx answers throw ApiError with the server's message. */
export async function postForEventStream<R extends Route>(route: R, { body, signal, speaker }: EventStreamRequest<R>) {
  let response: Response;
  try {
    response = await fetch(route.path, {
      method: route.method,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-time-zone': userTimeZone() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw streamFailure('network', 'Cannot reach Kurio. Check your connection and try again.');
  }
  if (!response.ok)
    throw await readError(response, `${speaker} could not answer (${response.status}). Please try again.`);
  return response;
}

export const isEventStream = (response: Response): response is Response & { body: ReadableStream<Uint8Array> } =>
  response.body !== null && (response.headers.get('content-type') ?? '').includes('text/event-stream');

/**
 * Reads @kurio/shared/ai's stream events until `done`, handing every other event to `onEvent`. Rejects with
 * the server's message on `error`; resolves true at `done`, false when the body ended without it.
 */
export async function readStreamEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, payload: unknown) => void,
  speaker: string,
): Promise<boolean> {
  for await (const { event, data } of readEvents(body)) {
    const payload = JSON.parse(data) as { code?: string; message?: string };
    if (event === 'error')
      throw streamFailure(
        payload.code ?? 'stream',
        payload.message ?? `${speaker} stopped answering. Please try again.`,
      );
    if (event === 'done') return true;
    onEvent(event, payload);
  }
  return false;
}

/**
 * Reads a stream of text chunks; `onText` gets the text so far. Resolves with the whole text; rejects with
 * the server's error message, or when nothing came.
 */
export async function collectTextEvents(
  body: ReadableStream<Uint8Array>,
  onText: (textSoFar: string) => void,
  speaker: string,
): Promise<string> {
  let text = '';
  await readStreamEvents(
    body,
    (event, payload) => {
      const chunk = (payload as { text?: unknown }).text;
      if (event !== 'chunk' || typeof chunk !== 'string') return;
      text += chunk;
      onText(text);
    },
    speaker,
  );
  if (text.trim() === '') throw streamFailure('empty', `${speaker} sent an empty answer. Please try again.`);
  return text;
}
