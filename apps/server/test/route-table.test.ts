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
  'GET /api/account/export',
  'GET /api/billing/subscription',
  'GET /api/checkout/test/:id',
  'GET /api/config',
  'GET /api/user/status',
  'POST /api/account/delete',
  'POST /api/account/name',
  'POST /api/account/password',
  'POST /api/billing/portal',
  'POST /api/checkout/test/:id/cancel',
  'POST /api/checkout/test/:id/complete',
  'POST /api/checkout/test/portal',
  'POST /api/create-checkout-session',
  'POST /api/stripe/handle_payment_success',
  'POST /api/stripe/webhook',
  'POST /api/test/kurio',
  'POST /api/user/login',
  'POST /api/user/login_3rd_party',
  'POST /api/user/logout',
  'POST /api/user/signup',
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
