import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF), using the browser's
 * Sec-Fetch-Site and Origin headers. Requests without them (curl, server-to-server) pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string, exemptPaths: string[] = []): void {
  const allowedOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (exemptPaths.some((path) => request.url.startsWith(path))) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed.');
    const origin = request.headers.origin;
    if (
      origin &&
      origin !== 'null' &&
      origin !== allowedOrigin &&
      origin !== hostOrigin(request.headers.host, origin)
    ) {
      throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed.');
    }
    if (origin === 'null') throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed.');
  });
}

/** The same host the request was sent to (dev server proxies, another port on localhost). */
function hostOrigin(host: string | undefined, origin: string): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(origin).host === host ? origin : undefined;
  } catch {
    return undefined;
  }
}
