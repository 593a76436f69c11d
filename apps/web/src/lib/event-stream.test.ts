import { describe, expect, it } from 'vitest';
import { collectTextEvents, readStreamEvents } from './event-stream';

/** A response body that arrives in the given pieces, as a slow network delivers it. */
const bodyOf = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

describe('reading the server’s event stream', () => {
  it('joins events split across network chunks and CRLF line ends, in order', async () => {
    const events: [string, unknown][] = [];
    const body = bodyOf(
      'event: card\r\ndata: {"n":',
      '1}\r\n\r\nevent: card\ndata: {"n":2}\n\n',
      'event: done\ndata: {}\n\n',
    );
    await expect(readStreamEvents(body, (event, payload) => events.push([event, payload]), 'Kurio')).resolves.toBe(
      true,
    );
    expect(events).toEqual([
      ['card', { n: 1 }],
      ['card', { n: 2 }],
    ]);
  });

  it('says so when the stream ends without `done`', async () => {
    await expect(readStreamEvents(bodyOf('event: card\ndata: {}\n\n'), () => {}, 'Kurio')).resolves.toBe(false);
  });

  it('rejects with the server’s message on an error event', async () => {
    const body = bodyOf('event: error\ndata: {"code":"quota","message":"Daily limit reached."}\n\n');
    await expect(readStreamEvents(body, () => {}, 'The tutor')).rejects.toMatchObject({
      code: 'quota',
      message: 'Daily limit reached.',
    });
  });

  it('collects text chunks, showing the text so far', async () => {
    const seen: string[] = [];
    const body = bodyOf(
      'event: chunk\ndata: {"text":"Hel"}\n\nevent: chunk\ndata: {"text":"lo"}\n\n',
      'event: done\ndata: {}\n\n',
    );
    await expect(collectTextEvents(body, (text) => seen.push(text), 'The tutor')).resolves.toBe('Hello');
    expect(seen).toEqual(['Hel', 'Hello']);
  });

  it('rejects an answer with no text', async () => {
    await expect(collectTextEvents(bodyOf('event: done\ndata: {}\n\n'), () => {}, 'The tutor')).rejects.toThrow(
      'The tutor sent an empty answer. Please try again.',
    );
  });
});
