import { routes } from '@kurio/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Every route of the table as `METHOD /path`, with Fastify's `:param` syntax. */
const declared = Object.values(routes)
  .flatMap((domain) => Object.values(domain))
  .map((route) => `${route.method} ${route.path}`)
  .sort();

/**
 * Routes still registered by hand while the route table is being filled in; each moves to the table, and this
 * list empties.
 */
const notYetDeclared: string[] = [
  'DELETE /api/companion/characters/:id',
  'DELETE /api/companion/sessions',
  'DELETE /api/companion/sessions/:id',
  'DELETE /api/lessons/created/:id',
  'GET /api/card/analytics',
  'GET /api/card/dashboard',
  'GET /api/card/decks',
  'GET /api/card/export',
  'GET /api/card/get',
  'GET /api/card/list',
  'GET /api/card/media/:id',
  'GET /api/card/next',
  'GET /api/card/offline',
  'GET /api/companion/avatar/:style/:file',
  'GET /api/companion/characters',
  'GET /api/companion/child',
  'GET /api/companion/gallery',
  'GET /api/companion/sessions',
  'GET /api/companion/sessions/:id',
  'GET /api/companion/sessions/:id/summary',
  'GET /api/lessons',
  'GET /api/lessons/:id',
  'GET /api/lessons/:id/history',
  'GET /api/lessons/created',
  'GET /api/lessons/created/:id',
  'POST /api/card/create',
  'POST /api/card/deck/rename',
  'POST /api/card/delete',
  'POST /api/card/document',
  'POST /api/card/import',
  'POST /api/card/import/apkg',
  'POST /api/card/review',
  'POST /api/card/undo',
  'POST /api/card/update',
  'POST /api/companion/characters',
  'POST /api/companion/sessions',
  'POST /api/companion/sessions/:id/messages',
  'POST /api/lessons/:id/history',
  'PUT /api/companion/characters/:id',
  'PUT /api/companion/child',
  'PUT /api/lessons/:id/progress',
];

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a handler for every declared route', () => {
    const missing = Object.values(routes)
      .flatMap((domain) => Object.values(domain))
      .filter((route) => !t.app.hasRoute({ method: route.method, url: route.path }))
      .map((route) => route.name);
    expect(missing).toEqual([]);
  });

  it('declares every route the API documents, and names each once', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .filter((route) => !notYetDeclared.includes(route))
      .sort();
    expect(documented).toEqual(declared);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
