import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { GoogleTokenError } from '../../src/domains/accounts/services/google';
import { loadLessonCatalog } from '../../src/domains/lessons/services/lesson-catalog';
import { withSignIn } from '../helpers/http';
import { createTestApp } from '../helpers/test-app';
import { type ApiOperation, apiOperations } from './helpers/api-operations';
import { badRequest } from './helpers/bad-requests';
import { createOwner } from './helpers/owner-fixture';

/** Generated requests per endpoint that takes input; one with nothing but a query string to vary gets fewer. */
const runsPerEndpoint = 200;
const runsWithoutInput = 50;
/** A ceiling, not a measurement: one endpoint's run takes seconds, but the test machine may be busy. */
const slowMachineTimeoutMs = 120_000;

/** What the server logged as failures, so a 5xx explains itself in the assertion message. */
const loggedErrors: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    loggedErrors.push(String(chunk));
    done();
  },
});

const t = await createTestApp({
  logger: { level: 'error', stream: logStream },
  lessonCatalog: loadLessonCatalog(path.join(import.meta.dirname, '..', 'fixtures', 'lesson-content')),
  googleVerifier: async () => {
    throw new GoogleTokenError('not a Google token');
  },
  rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60 * 60_000 } },
});
afterAll(() => t.close());

const owner = await createOwner(t.app);
const operations = await apiOperations(t.app);
/** Ids that exist, so some generated requests get past the path and reach body handling. */
const validParams: Record<string, string> = { id: owner.conversationId, style: 'bottts', file: 'seed.svg' };
const paramsFor = (path: string) =>
  path.includes('/characters/')
    ? { ...validParams, id: owner.characterId }
    : path.includes('/checkout/test/')
      ? { ...validParams, id: owner.proCheckoutId }
      : path.startsWith('/api/lessons/')
        ? { ...validParams, id: '1' }
        : validParams;

/** Endpoints that start or end the caller's own sign-in are fuzzed signed out, so the fuzzing user stays signed in. */
const signedOutOnly = new Set([
  'POST /api/user/signup',
  'POST /api/user/login',
  'POST /api/user/login_3rd_party',
  'POST /api/user/logout',
]);

const takesInput = (operation: ApiOperation) =>
  operation.pathParams.length > 0 ||
  operation.query.length > 0 ||
  !['GET', 'HEAD', 'DELETE'].includes(operation.method);

let address = 0;
/** A different client address per request, so per-IP rate limits do not turn the run into a wall of 429s. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const errorBody = (body: unknown) => {
  const value = body as Record<string, unknown>;
  const keys = Object.keys(value).filter((key) => !['code', 'message', 'fieldErrors'].includes(key));
  const fieldErrors = value.fieldErrors as Record<string, unknown> | undefined;
  return (
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    value.message.length > 0 &&
    keys.length === 0 &&
    (fieldErrors === undefined || Object.values(fieldErrors).every((message) => typeof message === 'string'))
  );
};

describe(`every API endpoint, ${runsPerEndpoint} generated bad requests each (${runsWithoutInput} without input)`, () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(59);
  });

  for (const operation of operations) {
    it(
      `${operation.key}: never a 5xx, always the error body, and the app keeps answering`,
      async () => {
        const signedIn = signedOutOnly.has(operation.key) ? {} : withSignIn(owner.sid);
        await fc.assert(
          fc.asyncProperty(badRequest(operation, paramsFor(operation.path)), async (request: InjectOptions) => {
            const response = await t.app.inject({
              ...request,
              headers: { ...request.headers, ...signedIn },
              remoteAddress: nextAddress(),
            });
            const summary = `${response.statusCode} ${response.body.slice(0, 300)} ${loggedErrors.at(-1)?.slice(0, 600)}`;
            expect(response.statusCode, summary).toBeLessThan(500);
            if (response.statusCode >= 400) expect(errorBody(response.json()), summary).toBe(true);
          }),
          { numRuns: takesInput(operation) ? runsPerEndpoint : runsWithoutInput },
        );
        expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
        const status = await t.app.inject({ url: '/api/user/status', headers: withSignIn(owner.sid) });
        expect(status.json().user?.id).toBe(owner.userId);
      },
      slowMachineTimeoutMs,
    );
  }
});
