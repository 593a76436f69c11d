import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { appLoaderScript } from '@kurio/shared/app-loader';
import type { FastifyInstance } from 'fastify';

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

/** Helmet's headers on every response (routes, errors, 404s, static files and pages), through @fastify/helmet. */
export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy, upgradeInsecureRequests: https ? [] : null } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  });
}
