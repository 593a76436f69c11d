import type { QuestData } from '@kurio/shared/quests';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const headers = (sid: string, timeZone = 'UTC') => ({ ...withSignIn(sid), 'x-time-zone': timeZone });

async function questData(sid: string, timeZone = 'UTC'): Promise<QuestData> {
  const response = await t.app.inject({ url: '/api/quest/data', headers: headers(sid, timeZone) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function setActive(sid: string, bookId: string) {
  return t.app.inject({ method: 'POST', url: '/api/quest/active', headers: headers(sid), payload: { bookId } });
}

async function setEpisode(sid: string, bookId: string, episodeId: string, completed: boolean, timeZone = 'UTC') {
  return t.app.inject({
    method: 'POST',
    url: '/api/quest/episode',
    headers: headers(sid, timeZone),
    payload: { bookId, episodeId, completed },
  });
}

const book = (data: QuestData, bookId: string) => data.books.find((candidate) => candidate.id === bookId)!;
const statuses = (data: QuestData) => Object.fromEntries(data.books.map((b) => [b.id, b.status]));

/** Fakes only Date, so the database driver's timers keep running. */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('quest data', () => {
  it('lists every book of the library as available, with episodes, durations and audio for a new learner', async () => {
    const { sid } = await signUp(t.app);
    const data = await questData(sid);
    expect(data.streak).toBe(0);
    expect(data.books.length).toBeGreaterThanOrEqual(6);
    for (const b of data.books) {
      expect(b).toMatchObject({ status: 'available', completionDate: null });
      expect(b.title.length).toBeGreaterThan(0);
      expect(b.author.length).toBeGreaterThan(0);
      expect(b.source).toMatch(/public domain/i);
      expect(b.episodes.length).toBeGreaterThanOrEqual(4);
      for (const episode of b.episodes) {
        expect(episode).toMatchObject({ isCompleted: false, completionDate: null });
        // 1–4 minute episodes, duration in seconds from the narration.
        expect(episode.duration).toBeGreaterThanOrEqual(45);
        expect(episode.duration).toBeLessThanOrEqual(300);
        expect(episode.audioUrl).toMatch(new RegExp(`^/media/books/${b.id}/${episode.id}\\.mp3\\?v=[0-9a-f]+$`));
      }
    }
    expect(book(data, 'peter-rabbit')).toMatchObject({ title: 'The Tale of Peter Rabbit', author: 'Beatrix Potter' });
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ url: '/api/quest/data' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
    expect((await setActive('no-such-sign-in', 'peter-rabbit')).statusCode).toBe(401);
  });

  it('is documented in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/quest/data', '/api/quest/active', '/api/quest/episode']));
  });
});

describe('setting the active quest', () => {
  it('makes the book active and turns the previously active book into inProgress', async () => {
    const { sid } = await signUp(t.app);
    const first = await setActive(sid, 'peter-rabbit');
    expect(first.statusCode).toBe(200);
    expect(book(first.json(), 'peter-rabbit').status).toBe('active');

    const second = (await setActive(sid, 'wizard-of-oz')).json() as QuestData;
    expect(book(second, 'wizard-of-oz').status).toBe('active');
    expect(book(second, 'peter-rabbit').status).toBe('inProgress');
    expect(second.books.filter((b) => b.status === 'active')).toHaveLength(1);

    const back = (await setActive(sid, 'peter-rabbit')).json() as QuestData;
    expect(book(back, 'peter-rabbit').status).toBe('active');
    expect(book(back, 'wizard-of-oz').status).toBe('inProgress');
  });

  it('is idempotent for the book that is already active', async () => {
    const { sid } = await signUp(t.app);
    await setActive(sid, 'grimms-tales');
    const again = (await setActive(sid, 'grimms-tales')).json() as QuestData;
    expect(statuses(again)['grimms-tales']).toBe('active');
    expect(again.books.filter((b) => b.status !== 'available')).toHaveLength(1);
  });

  it('answers 404 "Quest not found!" for an unknown book and 400 for a malformed body', async () => {
    const { sid } = await signUp(t.app);
    const unknown = await setActive(sid, 'no-such-book');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'notFound', message: 'Quest not found!' });
    for (const payload of [{}, { bookId: 42 }, { bookId: '' }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/quest/active', headers: headers(sid), payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('validation');
    }
  });

  it('refuses to make a completed book active', async () => {
    const { sid } = await signUp(t.app);
    for (const episode of ['1', '2', '3', '4']) await setEpisode(sid, 'peter-rabbit', episode, true);
    const response = await setActive(sid, 'peter-rabbit');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict');
    expect(book(await questData(sid), 'peter-rabbit').status).toBe('completed');
  });
});

describe('completing episodes', () => {
  it('sets and clears isCompleted with its completionDate', async () => {
    const { sid } = await signUp(t.app);
    await setActive(sid, 'aesops-fables');
    const ticked = await setEpisode(sid, 'aesops-fables', '2', true);
    expect(ticked.statusCode).toBe(200);
    const episode = book(ticked.json(), 'aesops-fables').episodes.find((e) => e.id === '2')!;
    expect(episode.isCompleted).toBe(true);
    expect(Date.now() - Date.parse(episode.completionDate!)).toBeLessThan(60_000);
    expect(book(ticked.json(), 'aesops-fables').status).toBe('active');

    const cleared = (await setEpisode(sid, 'aesops-fables', '2', false)).json() as QuestData;
    expect(book(cleared, 'aesops-fables').episodes.find((e) => e.id === '2')).toMatchObject({
      isCompleted: false,
      completionDate: null,
    });
    expect(book(cleared, 'aesops-fables').status).toBe('active');
  });

  it('keeps the first completion date when the same tick arrives twice', async () => {
    const { sid } = await signUp(t.app);
    setClock('2026-03-01T10:00:00Z');
    await setEpisode(sid, 'aesops-fables', '1', true);
    setClock('2026-03-02T10:00:00Z');
    const again = (await setEpisode(sid, 'aesops-fables', '1', true)).json() as QuestData;
    expect(book(again, 'aesops-fables').episodes[0]!.completionDate).toBe('2026-03-01T10:00:00.000Z');
  });

  it('turns an untouched book inProgress on its first tick', async () => {
    const { sid } = await signUp(t.app);
    const data = (await setEpisode(sid, 'velveteen-rabbit', '1', true)).json() as QuestData;
    expect(book(data, 'velveteen-rabbit').status).toBe('inProgress');
    // Un-ticking a book that was never ticked leaves it available.
    const other = (await setEpisode(sid, 'grimms-tales', '1', false)).json() as QuestData;
    expect(book(other, 'grimms-tales').status).toBe('available');
  });

  it('completes the book with a date when every episode is done, and re-opens it when one is un-ticked', async () => {
    const { sid } = await signUp(t.app);
    await setActive(sid, 'peter-rabbit');
    setClock('2026-04-05T09:30:00Z');
    for (const episode of ['1', '2', '3']) await setEpisode(sid, 'peter-rabbit', episode, true);
    expect(book(await questData(sid), 'peter-rabbit')).toMatchObject({ status: 'active', completionDate: null });

    const done = (await setEpisode(sid, 'peter-rabbit', '4', true)).json() as QuestData;
    expect(book(done, 'peter-rabbit')).toMatchObject({
      status: 'completed',
      completionDate: '2026-04-05T09:30:00.000Z',
    });
    expect(done.books.some((b) => b.status === 'active')).toBe(false);

    const reopened = (await setEpisode(sid, 'peter-rabbit', '3', false)).json() as QuestData;
    expect(book(reopened, 'peter-rabbit')).toMatchObject({ status: 'inProgress', completionDate: null });
    expect(book(reopened, 'peter-rabbit').episodes.filter((e) => e.isCompleted)).toHaveLength(3);

    setClock('2026-04-06T08:00:00Z');
    const again = (await setEpisode(sid, 'peter-rabbit', '3', true)).json() as QuestData;
    expect(book(again, 'peter-rabbit')).toMatchObject({
      status: 'completed',
      completionDate: '2026-04-06T08:00:00.000Z',
    });
  });

  it('answers 404 for an unknown book or episode and 400 for a malformed body', async () => {
    const { sid } = await signUp(t.app);
    const noBook = await setEpisode(sid, 'no-such-book', '1', true);
    expect(noBook.statusCode).toBe(404);
    expect(noBook.json().message).toBe('Quest not found!');
    const noEpisode = await setEpisode(sid, 'peter-rabbit', '99', true);
    expect(noEpisode.statusCode).toBe(404);
    for (const payload of [
      { bookId: 'peter-rabbit', episodeId: '1' },
      { bookId: 'peter-rabbit', episodeId: '1', completed: 'yes' },
    ]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/quest/episode', headers: headers(sid), payload });
      expect(bad.statusCode).toBe(400);
    }
    expect(book(await questData(sid), 'peter-rabbit').status).toBe('available');
  });
});

describe('per-user isolation', () => {
  it("never shows one learner's progress to another", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await setActive(alice.sid, 'wizard-of-oz');
    await setEpisode(alice.sid, 'wizard-of-oz', '1', true);
    for (const episode of ['1', '2', '3', '4']) await setEpisode(alice.sid, 'peter-rabbit', episode, true);

    const bobs = await questData(bob.sid);
    expect(bobs.streak).toBe(0);
    expect(bobs.books.every((b) => b.status === 'available' && b.episodes.every((e) => !e.isCompleted))).toBe(true);

    await setActive(bob.sid, 'grimms-tales');
    const alices = await questData(alice.sid);
    expect(book(alices, 'wizard-of-oz').status).toBe('active');
    expect(book(alices, 'grimms-tales').status).toBe('available');
    expect(book(alices, 'peter-rabbit').status).toBe('completed');
    expect(alices.streak).toBe(1);
  });
});

describe('concurrent requests from two tabs', () => {
  it('complete the book when the last two episodes are ticked at the same time', async () => {
    const { sid } = await signUp(t.app);
    await setActive(sid, 'wizard-of-oz');
    await Promise.all(['1', '2', '3', '4', '5'].map((episode) => setEpisode(sid, 'wizard-of-oz', episode, true)));
    const responses = await Promise.all([
      setEpisode(sid, 'wizard-of-oz', '6', true),
      setEpisode(sid, 'wizard-of-oz', '7', true),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const data = await questData(sid);
    expect(book(data, 'wizard-of-oz').status).toBe('completed');
    expect(book(data, 'wizard-of-oz').episodes.every((e) => e.isCompleted)).toBe(true);
  });

  it('leave exactly one active book when two books are started at once', async () => {
    const { sid } = await signUp(t.app);
    const ids = ['aesops-fables', 'grimms-tales', 'just-so-stories', 'velveteen-rabbit'];
    const responses = await Promise.all(ids.map((id) => setActive(sid, id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const data = await questData(sid);
    expect(data.books.filter((b) => b.status === 'active')).toHaveLength(1);
    expect(data.books.filter((b) => b.status === 'inProgress')).toHaveLength(3);
  });

  it('agree on the final state when the same episode is set and cleared many times at once', async () => {
    const { sid } = await signUp(t.app);
    const requests = Array.from({ length: 10 }, (_, i) => setEpisode(sid, 'grimms-tales', '1', i % 2 === 0));
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const data = await questData(sid);
    const episode = book(data, 'grimms-tales').episodes[0]!;
    expect(episode.isCompleted).toBe(episode.completionDate !== null);
    expect(book(data, 'grimms-tales').status).toBe('inProgress');
  });
});

describe('the day streak', () => {
  it('counts consecutive days and keeps yesterday alive until midnight', async () => {
    setClock('2026-05-01T12:00:00Z');
    const { sid } = await signUp(t.app);
    await setEpisode(sid, 'wizard-of-oz', '1', true);
    setClock('2026-05-02T12:00:00Z');
    await setEpisode(sid, 'wizard-of-oz', '2', true);
    setClock('2026-05-03T09:00:00Z');
    await setEpisode(sid, 'wizard-of-oz', '3', true);
    expect((await questData(sid)).streak).toBe(3);

    setClock('2026-05-04T23:59:00Z'); // nothing done today yet: still 3
    expect((await questData(sid)).streak).toBe(3);
    setClock('2026-05-05T00:01:00Z'); // a whole day missed
    expect((await questData(sid)).streak).toBe(0);

    await setEpisode(sid, 'wizard-of-oz', '4', true);
    expect((await questData(sid)).streak).toBe(1);
  });

  it('counts several episodes on one day once, and forgets an un-ticked completion', async () => {
    setClock('2026-06-10T08:00:00Z');
    const { sid } = await signUp(t.app);
    await setEpisode(sid, 'aesops-fables', '1', true);
    await setEpisode(sid, 'aesops-fables', '2', true);
    expect((await questData(sid)).streak).toBe(1);
    setClock('2026-06-11T08:00:00Z');
    await setEpisode(sid, 'aesops-fables', '3', true);
    expect((await questData(sid)).streak).toBe(2);
    await setEpisode(sid, 'aesops-fables', '3', false);
    expect((await questData(sid)).streak).toBe(1);
  });

  it("uses the learner's time zone for day boundaries", async () => {
    // 23:30 in New York on July 1 is already July 2 in UTC.
    setClock('2026-07-02T03:30:00Z');
    const { sid } = await signUp(t.app);
    await setEpisode(sid, 'peter-rabbit', '1', true);
    // 00:30 New York time on July 2 (04:30 UTC): a second day in New York, still the same day in UTC.
    setClock('2026-07-02T04:30:00Z');
    await setEpisode(sid, 'peter-rabbit', '2', true);
    expect((await questData(sid, 'America/New_York')).streak).toBe(2);
    expect((await questData(sid, 'UTC')).streak).toBe(1);
    // Tokyo is 9 hours ahead of UTC: both completions fall on July 2 there.
    expect((await questData(sid, 'Asia/Tokyo')).streak).toBe(1);
  });

  it('falls back to UTC for a missing or unknown time zone instead of failing', async () => {
    setClock('2026-08-01T12:00:00Z');
    const { sid } = await signUp(t.app);
    await setEpisode(sid, 'peter-rabbit', '1', true);
    for (const timeZone of ['Not/AZone', '', 'x'.repeat(200)]) {
      expect((await questData(sid, timeZone)).streak).toBe(1);
    }
    const noHeader = await t.app.inject({ url: '/api/quest/data', headers: withSignIn(sid) });
    expect(noHeader.json().streak).toBe(1);
  });
});
