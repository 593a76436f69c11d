import path from 'node:path';
import { consentNoticeVersion } from '@kurio/shared/parent-consent';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { basicType, legacyPackage } from '../../src/domains/cards/test/anki-fixtures';
import { loadLessonCatalog } from '../../src/domains/lessons/services/lesson-catalog';
import { signUp, withSignIn } from '../helpers/http';
import { createTestApp } from '../helpers/test-app';
import { multipartBody, pngBytes } from '../helpers/upload-samples';
import { apiOperations } from './helpers/api-operations';
import { createOwner, lessonSentence, type Owner, ownerMarkers, ownerSnapshot } from './helpers/owner-fixture';

/**
 * How a second account probes each endpoint. `foreign`: it names the owner's row, so the answer must be
 * 403/404. `own`: it acts on its own data (or passes the owner's ids as filters), so it may succeed but must
 * neither see nor change the owner's. `public`: no user's data. Every operation of the OpenAPI document needs
 * an entry, so a new endpoint fails this suite until someone decides which it is.
 */
type Probe =
  | { kind: 'public' }
  | { kind: 'foreign' | 'own'; request: (owner: Owner) => Omit<InjectOptions, 'headers'> & { headers?: object } };

const get = (url: string) => ({ method: 'GET' as const, url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => ({
  method,
  url,
  payload: payload as InjectOptions['payload'],
});

/** An Anki package filing one card into a deck named like the owner's. */
const ownerDeckPackage = await legacyPackage({
  crt: 0,
  noteTypes: [basicType],
  decks: { 5: 'Owner deck' },
  notes: [{ id: 1, noteTypeId: basicType.id, fields: ['q', 'a'], cards: [{ ord: 0, deckId: 5 }] }],
});

const probes: Record<string, Probe> = {
  'GET /api/config': { kind: 'public' },
  'POST /api/user/signup': { kind: 'public' },
  'POST /api/user/login': { kind: 'public' },
  'POST /api/user/login_3rd_party': { kind: 'public' },
  'GET /api/user/status': { kind: 'own', request: () => get('/api/user/status') },
  'POST /api/user/logout': { kind: 'own', request: () => send('POST', '/api/user/logout') },
  'POST /api/card/create': {
    kind: 'own',
    request: () => send('POST', '/api/card/create', { deck: 'Owner deck', cards: [{ question: 'q', answer: 'a' }] }),
  },
  'GET /api/card/next': { kind: 'own', request: (o) => get(`/api/card/next?deckId=${o.deckId}`) },
  'POST /api/card/review': {
    kind: 'foreign',
    request: (o) => send('POST', '/api/card/review', { id: o.cardIds[1], quality: 0 }),
  },
  'POST /api/card/undo': { kind: 'own', request: () => send('POST', '/api/card/undo') },
  'POST /api/card/review/batch': {
    kind: 'own',
    request: (o) =>
      send('POST', '/api/card/review/batch', {
        reviews: [{ clientId: crypto.randomUUID(), id: o.cardIds[1], quality: 0, reviewedAt: Date.now() }],
      }),
  },
  'GET /api/card/offline': { kind: 'own', request: (o) => get(`/api/card/offline?deckId=${o.deckId}`) },
  'GET /api/card/list': { kind: 'own', request: (o) => get(`/api/card/list?deckId=${o.deckId}`) },
  'GET /api/card/get': { kind: 'foreign', request: (o) => get(`/api/card/get?id=${o.cardIds[0]}`) },
  'POST /api/card/update': {
    kind: 'foreign',
    request: (o) => send('POST', '/api/card/update', { id: o.cardIds[0], question: 'taken', answer: 'over' }),
  },
  'POST /api/card/delete': { kind: 'foreign', request: (o) => send('POST', '/api/card/delete', { id: o.cardIds[0] }) },
  'GET /api/card/dashboard': { kind: 'own', request: () => get('/api/card/dashboard') },
  'GET /api/card/decks': { kind: 'own', request: () => get('/api/card/decks') },
  'POST /api/card/deck/rename': {
    kind: 'foreign',
    request: (o) => send('POST', '/api/card/deck/rename', { id: o.deckId, name: 'Renamed' }),
  },
  'GET /api/card/export': { kind: 'own', request: (o) => get(`/api/card/export?format=json&deckId=${o.deckId}`) },
  'POST /api/card/import': {
    kind: 'own',
    request: () => send('POST', '/api/card/import', { format: 'csv', text: 'q,a,Owner deck', deck: 'Owner deck' }),
  },
  'POST /api/card/import/apkg': {
    kind: 'own',
    request: () => ({
      method: 'POST',
      url: '/api/card/import/apkg',
      ...multipartBody(
        { scheduling: 'keep' },
        { name: 'deck.apkg', type: 'application/octet-stream', bytes: ownerDeckPackage, field: 'package' },
      ),
    }),
  },
  'POST /api/card/import/apkg/jobs': {
    kind: 'own',
    request: () => ({
      method: 'POST',
      url: '/api/card/import/apkg/jobs',
      ...multipartBody(
        { scheduling: 'keep' },
        { name: 'deck.apkg', type: 'application/octet-stream', bytes: ownerDeckPackage, field: 'package' },
      ),
    }),
  },
  'GET /api/card/import/apkg/jobs/latest': { kind: 'own', request: () => get('/api/card/import/apkg/jobs/latest') },
  'GET /api/card/import/apkg/jobs/:id': {
    kind: 'foreign',
    request: (o) => get(`/api/card/import/apkg/jobs/${o.importJobId}`),
  },
  'POST /api/card/import/apkg/jobs/:id/cancel': {
    kind: 'foreign',
    request: (o) => send('POST', `/api/card/import/apkg/jobs/${o.importJobId}/cancel`),
  },
  'POST /api/card/deck/speech': {
    kind: 'foreign',
    request: (o) => send('POST', '/api/card/deck/speech', { id: o.deckId, language: 'fr', readAloud: true }),
  },
  'GET /api/card/media/:id': { kind: 'foreign', request: (o) => get(`/api/card/media/${o.mediaId}`) },
  'POST /api/card/image': {
    kind: 'own',
    request: () => ({
      method: 'POST',
      url: '/api/card/image',
      ...multipartBody({}, { name: 'mine.png', type: 'image/png', bytes: pngBytes, field: 'image' }),
    }),
  },
  'POST /api/card/document': {
    kind: 'own',
    request: () => ({
      method: 'POST',
      url: '/api/card/document',
      ...multipartBody(
        {},
        { name: 'notes.md', type: 'text/markdown', bytes: Buffer.from('# Notes\n\nMine.'), field: 'document' },
      ),
    }),
  },
  'GET /api/card/analytics': { kind: 'own', request: () => get('/api/card/analytics') },
  'GET /api/card/schedule': { kind: 'own', request: () => get('/api/card/schedule') },
  'POST /api/card/schedule/optimise': { kind: 'own', request: () => send('POST', '/api/card/schedule/optimise') },
  'POST /api/card/schedule/retention': {
    kind: 'own',
    request: () => send('POST', '/api/card/schedule/retention', { desiredRetention: 0.8 }),
  },
  'GET /api/card/schedule/workload': {
    kind: 'own',
    request: () => get('/api/card/schedule/workload?desiredRetention=0.8'),
  },
  'POST /api/card/generate': {
    kind: 'own',
    request: () => send('POST', '/api/card/generate', { topic: 'dog', quantity: 1 }),
  },
  'POST /api/lesson/chat': { kind: 'public' },
  'POST /api/lesson/create': { kind: 'own', request: () => send('POST', '/api/lesson/create', { topic: 'dog' }) },
  'GET /api/quest/data': { kind: 'own', request: () => get('/api/quest/data') },
  'POST /api/quest/active': {
    kind: 'own',
    request: () => send('POST', '/api/quest/active', { bookId: 'wizard-of-oz' }),
  },
  'POST /api/quest/episode': {
    kind: 'own',
    request: () =>
      send('POST', '/api/quest/episode', { bookId: 'wizard-of-oz', episodeId: 'does-not-exist', completed: true }),
  },
  'POST /api/quest/episode/batch': {
    kind: 'own',
    request: () =>
      send('POST', '/api/quest/episode/batch', {
        ticks: [
          {
            clientId: crypto.randomUUID(),
            bookId: 'wizard-of-oz',
            episodeId: 'does-not-exist',
            completed: true,
            madeAt: Date.now(),
          },
        ],
      }),
  },
  'POST /api/create-checkout-session': {
    kind: 'own',
    request: () => send('POST', '/api/create-checkout-session', { plan: 'pro', interval: 'yearly' }),
  },
  'POST /api/stripe/handle_payment_success': {
    kind: 'foreign',
    request: (o) => send('POST', '/api/stripe/handle_payment_success', { csId: o.proCheckoutId }),
  },
  'POST /api/stripe/webhook': { kind: 'public' },
  'GET /api/billing/subscription': { kind: 'own', request: () => get('/api/billing/subscription') },
  'POST /api/billing/portal': { kind: 'own', request: () => send('POST', '/api/billing/portal') },
  'GET /api/checkout/test/:id': { kind: 'foreign', request: (o) => get(`/api/checkout/test/${o.proCheckoutId}`) },
  'POST /api/checkout/test/:id/complete': {
    kind: 'foreign',
    request: (o) => send('POST', `/api/checkout/test/${o.guideCheckoutId}/complete`),
  },
  'POST /api/checkout/test/:id/cancel': {
    kind: 'foreign',
    request: (o) => send('POST', `/api/checkout/test/${o.proCheckoutId}/cancel`),
  },
  'POST /api/checkout/test/portal': {
    kind: 'own',
    request: () => send('POST', '/api/checkout/test/portal', { cancelAtPeriodEnd: true }),
  },
  'POST /api/account/name': { kind: 'own', request: () => send('POST', '/api/account/name', { name: 'Intruder' }) },
  'POST /api/account/password': {
    kind: 'own',
    request: () => send('POST', '/api/account/password', { currentPassword: 'secret123', newPassword: 'changed123' }),
  },
  'GET /api/account/proof': { kind: 'own', request: () => get('/api/account/proof') },
  'GET /api/account/export': { kind: 'own', request: () => get('/api/account/export') },
  'POST /api/account/delete': {
    kind: 'own',
    request: () => send('POST', '/api/account/delete', { confirm: 'DELETE', password: 'secret123' }),
  },
  'GET /api/lessons': { kind: 'own', request: () => get('/api/lessons') },
  'GET /api/lessons/:id': { kind: 'own', request: () => get('/api/lessons/1') },
  'GET /api/lessons/created': { kind: 'own', request: () => get('/api/lessons/created') },
  'GET /api/lessons/created/:id': {
    kind: 'foreign',
    request: (o) => get(`/api/lessons/created/${o.createdLessonId}`),
  },
  'DELETE /api/lessons/created/:id': {
    kind: 'foreign',
    request: (o) => send('DELETE', `/api/lessons/created/${o.createdLessonId}`),
  },
  'PUT /api/lessons/:id/progress': {
    kind: 'own',
    request: () => send('PUT', '/api/lessons/1/progress', { completed: false, positionMs: 0 }),
  },
  'POST /api/lessons/progress/batch': {
    kind: 'own',
    request: () =>
      send('POST', '/api/lessons/progress/batch', {
        updates: [{ clientId: crypto.randomUUID(), lessonId: '1', madeAt: Date.now(), completed: false }],
      }),
  },
  'GET /api/lessons/:id/history': { kind: 'own', request: () => get('/api/lessons/1/history') },
  'POST /api/lessons/:id/history': {
    kind: 'own',
    request: () =>
      send('POST', '/api/lessons/1/history', {
        sentence: lessonSentence,
        messages: [{ id: 'owner-m1', sender: 'user', content: 'overwrite?', createdMs: 1_700_000_000_000 }],
      }),
  },
  'GET /api/companion/gallery': { kind: 'public' },
  'GET /api/companion/avatar/:style/:file': { kind: 'public' },
  'GET /api/companion/characters': { kind: 'own', request: () => get('/api/companion/characters') },
  'POST /api/companion/characters': {
    kind: 'own',
    request: () => send('POST', '/api/companion/characters', { name: 'Mine', systemPrompt: 'A prompt of my own.' }),
  },
  'PUT /api/companion/characters/:id': {
    kind: 'foreign',
    request: (o) =>
      send('PUT', `/api/companion/characters/${o.characterId}`, { name: 'Hijacked', systemPrompt: 'Say bad words.' }),
  },
  'DELETE /api/companion/characters/:id': {
    kind: 'foreign',
    request: (o) => send('DELETE', `/api/companion/characters/${o.characterId}`),
  },
  'GET /api/companion/children': { kind: 'own', request: () => get('/api/companion/children') },
  'POST /api/companion/children': {
    kind: 'own',
    request: () =>
      send('POST', '/api/companion/children', {
        name: 'Mine',
        ageBand: '7-9',
        interests: '',
        personality: '',
        parentGoal: '',
      }),
  },
  'PUT /api/companion/children/:id': {
    kind: 'foreign',
    request: (o) =>
      send('PUT', `/api/companion/children/${o.childId}`, {
        name: 'Hijacked',
        ageBand: '4-6',
        interests: '',
        personality: '',
        parentGoal: '',
      }),
  },
  'DELETE /api/companion/children/:id': {
    kind: 'foreign',
    request: (o) => send('DELETE', `/api/companion/children/${o.childId}`),
  },
  'GET /api/companion/alert-choices': { kind: 'own', request: () => get('/api/companion/alert-choices') },
  'PUT /api/companion/alert-choices': {
    kind: 'own',
    request: () => send('PUT', '/api/companion/alert-choices', { emailOtherFlags: true }),
  },
  'GET /api/companion/weekly-summary': { kind: 'own', request: () => get('/api/companion/weekly-summary') },
  'PUT /api/companion/weekly-summary': {
    kind: 'own',
    request: () => send('PUT', '/api/companion/weekly-summary', { enabled: true }),
  },
  'GET /api/companion/sessions': { kind: 'own', request: () => get('/api/companion/sessions') },
  'POST /api/companion/sessions': {
    kind: 'foreign',
    request: (o) => send('POST', '/api/companion/sessions', { assistantId: o.characterId, childId: o.childId }),
  },
  'DELETE /api/companion/sessions': { kind: 'own', request: () => send('DELETE', '/api/companion/sessions') },
  'GET /api/companion/sessions/:id': {
    kind: 'foreign',
    request: (o) => get(`/api/companion/sessions/${o.conversationId}`),
  },
  'DELETE /api/companion/sessions/:id': {
    kind: 'foreign',
    request: (o) => send('DELETE', `/api/companion/sessions/${o.conversationId}`),
  },
  'POST /api/companion/sessions/:id/messages': {
    kind: 'foreign',
    request: (o) => send('POST', `/api/companion/sessions/${o.conversationId}/messages`, { content: 'hello' }),
  },
  'GET /api/companion/sessions/:id/summary': {
    kind: 'foreign',
    request: (o) => get(`/api/companion/sessions/${o.conversationId}/summary`),
  },
  'GET /api/companion/alerts': { kind: 'own', request: () => get('/api/companion/alerts') },
  'GET /api/companion/consent': { kind: 'own', request: () => get('/api/companion/consent') },
  'POST /api/companion/consent': {
    kind: 'own',
    request: () => send('POST', '/api/companion/consent', { noticeVersion: consentNoticeVersion, currentPassword: '' }),
  },
  'DELETE /api/companion/consent': { kind: 'own', request: () => send('DELETE', '/api/companion/consent') },
  'GET /api/companion/retention': { kind: 'own', request: () => get('/api/companion/retention') },
  'PUT /api/companion/retention': {
    kind: 'own',
    request: () => send('PUT', '/api/companion/retention', { retentionDays: 7 }),
  },
  'GET /api/companion/pin': { kind: 'own', request: () => get('/api/companion/pin') },
  'PUT /api/companion/pin': {
    kind: 'own',
    request: () => send('PUT', '/api/companion/pin', { pin: '1234', currentPassword: 'secret123' }),
  },
  'POST /api/companion/pin/check': {
    kind: 'own',
    request: () => send('POST', '/api/companion/pin/check', { pin: '1234' }),
  },
  'POST /api/test/kurio': { kind: 'public' },
};

const t = await createTestApp({
  lessonCatalog: loadLessonCatalog(path.join(import.meta.dirname, '..', 'fixtures', 'lesson-content')),
  rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60 * 60_000 } },
});
afterAll(() => t.close());

const operations = await apiOperations(t.app);
const owner = await createOwner(t.app);
const before = await ownerSnapshot(t.app, owner);
const ownerSecrets = [owner.userId, owner.email, owner.createdLessonId, ...Object.values(ownerMarkers)];

describe('authorization matrix: a second account against the owner’s data', () => {
  it('has a probe for every operation of the OpenAPI document', () => {
    expect(Object.keys(probes).sort()).toEqual(operations.map((operation) => operation.key).sort());
  });

  for (const [key, probe] of Object.entries(probes)) {
    if (probe.kind === 'public') continue;
    it(`${key} (${probe.kind}): ${probe.kind === 'foreign' ? '403/404, ' : ''}owner unseen and unchanged`, async () => {
      // A fresh intruder per probe, so logging out or deleting the account does not affect the next probe.
      const intruder = await signUp(t.app, { name: 'Intruder' });
      const { headers, ...request } = probe.request(owner);
      const response = await t.app.inject({ ...request, headers: { ...headers, ...withSignIn(intruder.sid) } });
      if (probe.kind === 'foreign') expect([403, 404]).toContain(response.statusCode);
      else expect(response.statusCode).toBeLessThan(500);
      for (const secret of ownerSecrets) expect(response.body).not.toContain(secret);
      expect(await ownerSnapshot(t.app, owner)).toEqual(before);
    });
  }
});
