import type { publicConfigSchema } from '../config';
import { defineRoutes, get } from './route';

/** What the app needs before any domain: its public configuration, and the API's own description. */
export const platformRoutes = defineRoutes('platform', {
  /** The contact address, Google sign-in's client id, and the AI and payment modes. */
  publicConfig: get<{ response: typeof publicConfigSchema }>('/api/config'),
  /** The OpenAPI document of every other route, generated from their schemas (not listed in itself). */
  openApiDocument: get<Record<never, never>>('/api/openapi.json'),
});
