import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Helmet's headers on every response (routes, errors, 404s, static files and pages), through @fastify/helmet. */
export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy, upgradeInsecureRequests: https ? [] : null } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  });
}
