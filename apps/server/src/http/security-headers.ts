import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** CSP for the app: our own origin, plus Google Identity Services for the sign-in button. No inline scripts. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
  frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
  // Mantine sets CSS variables through style attributes.
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // The installable app: its service worker (/sw.js) and web manifest come from our own origin only.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'https://checkout.stripe.com'],
  frameAncestors: ["'none'"],
};

/**
 * Helmet's headers on every response (routes, errors, 404s, static files and pages). Helmet's middleware is built
 * once and run on each request's Node response, as helmet documents for any Node server: @fastify/helmet built
 * it anew for every request, tens of microseconds of CPU each (decision 165).
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = helmet({
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy, upgradeInsecureRequests: https ? [] : null } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
