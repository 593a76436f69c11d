import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with one request. */
export type FakeReply =
  /**
   * `chunkDelayMs`: the pause between streamed pieces (the first comes at once). A stream is sent in
   * `chunks` exactly as given, else word by word; `dropConnection` cuts it after the last piece, as a
   * provider failing mid-answer does.
   */
  | { content: string; delayMs?: number; chunkDelayMs?: number; chunks?: string[]; dropConnection?: boolean }
  | { status: number; message?: string; delayMs?: number };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    /** A moderation request's text. */
    input?: string;
    response_format?: { type: string; json_schema?: unknown };
  };
  /** True when the client hung up before the answer was complete (an aborted call). */
  closedEarly: boolean;
  /** How many content pieces of a streamed answer have been written so far. */
  chunksSent: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local stand-in for an OpenAI-compatible server (`POST /v1/chat/completions`), speaking the real wire
 * format: JSON completions, SSE chunk streams ending in `data: [DONE]`, and OpenAI-style error bodies.
 * Replies are queued per test; with none queued it answers `fallback`.
 */
export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeReply[] = [];
  private readonly server: Server;
  fallback: FakeReply = { content: 'ok' };
  /**
   * `POST /v1/moderations` (OpenAI's moderation wire format): the categories flagged for one input. Unset, the
   * endpoint answers 404, as compatible servers without moderation do.
   */
  moderate?: (input: string) => string[];

  private constructor() {
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  /** `port`: reuse one a server under test already points at (0 picks a free one). */
  static async start(port = 0): Promise<FakeOpenAiServer> {
    const fake = new FakeOpenAiServer();
    fake.server.listen(port, '127.0.0.1');
    await once(fake.server, 'listening');
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  reply(...replies: FakeReply[]): void {
    this.queue.push(...replies);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      closedEarly: false,
      chunksSent: 0,
    };
    this.requests.push(recorded);
    response.on('close', () => {
      if (!response.writableFinished) recorded.closedEarly = true;
    });
    if (request.method === 'POST' && recorded.path.endsWith('/moderations') && this.moderate) {
      const flagged = this.moderate(recorded.body.input ?? '');
      const names = [
        'harassment',
        'hate',
        'self-harm',
        'self-harm/intent',
        'sexual',
        'sexual/minors',
        'violence',
        'illicit',
      ];
      response.writeHead(200, { 'content-type': 'application/json' });
      const categories = Object.fromEntries(names.map((name) => [name, flagged.includes(name)]));
      const result = { flagged: flagged.length > 0, categories, category_scores: {} };
      return void response.end(JSON.stringify({ id: 'modr-fake', model: 'omni-moderation-latest', results: [result] }));
    }
    if (request.method !== 'POST' || !recorded.path.endsWith('/chat/completions')) {
      return this.error(response, 404, 'Unknown endpoint');
    }
    const next = this.queue.shift() ?? this.fallback;
    if (next.delayMs) await sleep(next.delayMs);
    if (response.destroyed) return;
    if ('status' in next) return this.error(response, next.status, next.message ?? 'Fake model error');
    if (recorded.body.stream) return this.stream(response, recorded, next);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: recorded.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: next.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  private async stream(
    response: ServerResponse,
    recorded: RecordedRequest,
    { content, chunks, chunkDelayMs = 0, dropConnection }: Extract<FakeReply, { content: string }>,
  ) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const base = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: recorded.body.model,
    };
    const send = (choice: object) => response.write(`data: ${JSON.stringify({ ...base, choices: [choice] })}\n\n`);
    send({ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null });
    for (const [index, piece] of (chunks ?? content.match(/\S+\s*/g) ?? []).entries()) {
      if (chunkDelayMs && index > 0) await sleep(chunkDelayMs);
      if (response.destroyed) return;
      send({ index: 0, delta: { content: piece }, finish_reason: null });
      recorded.chunksSent++;
    }
    if (dropConnection) {
      // A provider fails some time after its last chunk. Dropped at once, the close can reach the client in the same
      // read as that chunk, and a fetch body that errors discards what it had not yet handed on (Node 24's does).
      await sleep(100);
      response.socket?.destroySoon();
      return;
    }
    send({ index: 0, delta: {}, finish_reason: 'stop' });
    response.end('data: [DONE]\n\n');
  }

  private error(response: ServerResponse, status: number, message: string) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ error: { message, type: status === 429 ? 'rate_limit_error' : 'server_error', code: null } }),
    );
  }
}
