import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from './error-body';

/** An abort signal that fires when the browser goes away before the response is complete. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  return controller.signal;
}

export const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/** The first chunk, pulled before any byte is sent, so early failures still get a proper status code. */
export async function startStream<T, R = unknown>(open: () => AsyncIterable<T, R>) {
  const iterator = open()[Symbol.asyncIterator]();
  const first = await iterator.next();
  return { iterator, first };
}

type StartedStream<T, R> = Awaited<ReturnType<typeof startStream<T, R>>>;
type StreamEvent = { event: string; data: unknown };

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
/** A piece of streamed text as its event. */
export const textChunkEvent = (text: string) => ({ event: 'chunk', data: { text } });

/**
 * Sends the rest of a started stream as Server-Sent Events (one event per item, then the event `endEvent`
 * makes of what the stream returned, if any, then done — or error with the error body of
 * docs/architecture.md §4). Stops pulling, and so stops the upstream call, when the browser disconnects.
 * Resolves with the number of items written.
 */
export async function sendEventStream<T, R>(
  reply: FastifyReply,
  signal: AbortSignal,
  { iterator, first }: StartedStream<T, R>,
  asEvent: (item: T) => StreamEvent,
  endEvent?: (returned: R) => StreamEvent | undefined,
): Promise<number> {
  let sent = 0;
  reply.hijack();
  const headers = reply.getHeaders() as Record<string, string>;
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  try {
    let result = first;
    while (!result.done && !signal.aborted) {
      if (result.value) {
        const { event: name, data } = asEvent(result.value);
        reply.raw.write(event(name, data));
        sent++;
      }
      result = await iterator.next();
    }
    if (!signal.aborted) {
      const last = result.done ? endEvent?.(result.value) : undefined;
      if (last) reply.raw.write(event(last.event, last.data));
      reply.raw.write(event('done', {}));
    }
  } catch (error) {
    if (!signal.aborted) {
      const known = errorResponse(error);
      const body = known
        ? { code: known.body.code, message: known.body.message }
        : { code: 'internal', message: 'Something went wrong on our side. Please try again.' };
      reply.raw.write(event('error', body));
    }
  } finally {
    await iterator.return?.();
    reply.raw.end();
  }
  return sent;
}

/** The whole stream as one string (the plain JSON variant). */
export async function collectStream({ iterator, first }: StartedStream<string, unknown>): Promise<string> {
  let text = '';
  for (let result = first; !result.done; result = await iterator.next()) text += result.value;
  return text;
}
