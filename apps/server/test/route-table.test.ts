import { routes } from '@kurio/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Every route of the table as `METHOD /path`, with Fastify's `:param` syntax. */
const declared = Object.values(routes)
  .flatMap((domain) => Object.values(domain))
  .map((route) => `${route.method} ${route.path}`)
  .sort();

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

  // Routes hidden from the document (the document itself, the page routes, /healthz) are outside this check.
  it('declares every route the API documents, and names each once', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .sort();
    expect(documented.filter((route) => !declared.includes(route))).toEqual([]);
    expect(documented.length).toBeGreaterThan(60);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
