import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, not the strings: equal lengths, and no timing that tells how much of a guess was right. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return token !== '' && timingSafeEqual(digest(token), expected);
}

/**
 * Times every request by its route pattern, never the raw URL: `/api/card/:id` stays one series however many
 * cards there are. Paths no route matched (the web app's pages, unknown files) share `(unmatched)`.
 */
export function registerRequestTiming(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.observeRequest({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /metrics` in Prometheus' text format for a scraper holding METRICS_TOKEN as a bearer token. Without a
 * token configured the path does not exist: no series leak from a server nobody set up to watch.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const expected = token ? digest(token) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) return reply.status(404).send({ code: 'notFound', message: 'Not found.' });
    if (!bearerMatches(request, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ code: 'unauthorized', message: 'Send the metrics token as a bearer token.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
