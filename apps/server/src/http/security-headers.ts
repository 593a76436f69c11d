import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appLoaderScript } from '@kurio/shared/app-loader';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * CSP for the app: our own origin, plus Google Identity Services for the sign-in button. The only inline script
 * is the prerendered pages' app loader, allowed by its hash.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", scriptHash(appLoaderScript), 'https://accounts.google.com/gsi/client'],
  frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
  // Mantine sets CSS variables through style attributes.
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'https://checkout.stripe.com'],
  frameAncestors: ["'none'"],
};

/**
 * Helmet's headers for our options, worked out once: they depend only on the configuration, and the
 * @fastify/helmet plugin rebuilt them (re-parsing the CSP) on every request (decision 098).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy, upgradeInsecureRequests: https ? [] : null } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** Sends the security headers on every response: routes, errors, 404s, static files and HTML pages. */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = Object.entries(securityHeaders(https));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
