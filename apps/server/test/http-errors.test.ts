import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitBytes } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'info', stream }, env: { PUBLIC_URL: 'https://kurio.example' } });
});
afterAll(() => t.close());

const errorBody = expect.objectContaining({ code: expect.any(String), message: expect.any(String) });

describe('one error shape, never a 500 for bad input', () => {
  it('malformed JSON is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody);
  });

  it('an unsupported content type is a 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(errorBody);
  });

  it('an oversized body is a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(bodyLimitBytes) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody);
  });

  it('wrong types are a 400 with field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 42, password: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      fieldErrors: { email: 'Enter email', password: 'Enter password' },
    });
  });

  it('an unknown API path is a 404 error body', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody);
  });
});

describe('cross-site protection and headers', () => {
  it('refuses a state-changing request from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('accepts the same origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'https://kurio.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sets CSP and friends; the sign-in cookie is Secure under https', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Sec Ure', email: 'secure@example.com', password: 'secret123' },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });
});

describe('service endpoints', () => {
  it('healthz answers once the database does', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/user/login'].post.requestBody).toBeDefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/user/signup', '/api/user/status']));
  });

  it('never writes passwords or sign-in tokens into the logs', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Log Check', email: 'logs@example.com', password: 'do-not-log-me' },
    });
    const sid = signup.cookies.find((c) => c.name === 'sid')!.value;
    await t.app.inject({ url: '/api/user/status', headers: { cookie: `sid=${sid}` } });
    const logs = logLines.join('');
    expect(logs).toContain('reqId');
    expect(logs).not.toContain('do-not-log-me');
    expect(logs).not.toContain(sid);
  });
});
