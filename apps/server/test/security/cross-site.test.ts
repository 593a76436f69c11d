import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadLessonCatalog } from '../../src/domains/lessons/services/lesson-catalog';
import { withSignIn } from '../helpers/http';
import { createTestApp } from '../helpers/test-app';
import { apiOperations, fillPath, stateChanging } from './helpers/api-operations';
import { createOwner, ownerSnapshot } from './helpers/owner-fixture';

const publicUrl = 'https://kurio.example';
const webRoot = mkdtempSync(path.join(tmpdir(), 'kurio-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Kurio</title><div id="root"></div>');
writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1);');

const t = await createTestApp({
  webRoot,
  env: { PUBLIC_URL: publicUrl },
  lessonCatalog: loadLessonCatalog(path.join(import.meta.dirname, '..', 'fixtures', 'lesson-content')),
});
afterAll(() => t.close());

const owner = await createOwner(t.app);
const changing = (await apiOperations(t.app)).filter(stateChanging);
const params = { id: owner.conversationId };

/** What a page on another site can make the owner's browser send: their cookie, that site's headers. */
const crossSiteHeaders = [
  { name: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
  { name: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
  { name: 'Origin: null (sandboxed frame)', headers: { origin: 'null' } },
  { name: 'a look-alike Origin', headers: { origin: 'https://kurio.example.evil.example' } },
];

describe('cross-site requests are refused on every state-changing route', () => {
  it('finds the state-changing routes in the OpenAPI document', () => {
    expect(changing.length).toBeGreaterThanOrEqual(35);
  });

  for (const { name, headers } of crossSiteHeaders) {
    it(`${name}: 403 forbidden on each, and the owner's data is unchanged`, async () => {
      const before = await ownerSnapshot(t.app, owner);
      for (const operation of changing) {
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: fillPath(operation.path, params),
          headers: { ...headers, ...withSignIn(owner.sid) },
          payload: {},
        });
        expect(response.statusCode, operation.key).toBe(403);
        expect(response.json(), operation.key).toEqual({
          code: 'forbidden',
          message: 'Cross-site requests are not allowed.',
        });
      }
      expect(await ownerSnapshot(t.app, owner)).toEqual(before);
    });
  }

  it('lets the same site through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/name',
      headers: { origin: publicUrl, 'sec-fetch-site': 'same-origin', ...withSignIn(owner.sid) },
      payload: { name: 'Owner' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const responses = {
    'the HTML page': () => t.app.inject({ url: '/cards' }),
    'an API answer': () => t.app.inject({ url: '/api/user/status', headers: withSignIn(owner.sid) }),
    'an API error': () => t.app.inject({ url: '/api/card/list' }),
    'an unknown API path (404)': () => t.app.inject({ url: '/api/no-such-thing' }),
    'a static file': () => t.app.inject({ url: '/app.js' }),
  };
  const securityHeaderNames = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  for (const [what, load] of Object.entries(responses)) {
    it(`are on ${what}`, async () => {
      const response = await load();
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // Our own scripts and Google's sign-in; no inline script.
      expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client;/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  }

  it('are the same set, with the same values, on every kind of response', async () => {
    const sets = [];
    for (const load of Object.values(responses)) {
      const response = await load();
      sets.push(Object.fromEntries(securityHeaderNames.map((name) => [name, response.headers[name]])));
    }
    expect((await responses['an unknown API path (404)']()).statusCode).toBe(404);
    expect((await responses['a static file']()).statusCode).toBe(200);
    for (const value of Object.values(sets[0]!)) expect(value).toEqual(expect.any(String));
    for (const set of sets) expect(set).toEqual(sets[0]);
  });

  it('serve the page as HTML and answers as JSON, never sniffable', async () => {
    expect((await responses['the HTML page']()).headers['content-type']).toMatch(/^text\/html/);
    expect((await responses['an API error']()).headers['content-type']).toMatch(/^application\/json/);
  });
});
