import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What an incoming id may look like: enough for a UUID or a proxy's own format, nothing that could forge a log. */
const acceptableId = /^[\w.:@/+=-]{1,128}$/;

/**
 * Each request's id, which pino writes on every line logged for it. Behind a trusted proxy the proxy's
 * X-Request-Id is kept, so one id follows a request through the proxy's log and ours; otherwise a client could
 * choose it, and it is always new.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers['x-request-id'];
    if (trustProxy && typeof incoming === 'string' && acceptableId.test(incoming)) return incoming;
    return randomUUID();
  };
}

/** Returns the id in X-Request-Id, so a user's report or a proxy's log leads to the server's lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
