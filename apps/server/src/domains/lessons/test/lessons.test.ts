import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { findContentDir } from '../../../platform/content-dir';
import { loadLessonCatalog } from '../services/lesson-catalog';

const fixtureDir = path.join(import.meta.dirname, '../../../../test/fixtures/lesson-content');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ lessonCatalog: loadLessonCatalog(fixtureDir) });
});
afterAll(() => t.close());

const message = (id: string, sender: 'user' | 'assistant', content: string) => ({
  id,
  sender,
  content,
  createdMs: 1_700_000_000_000,
});

describe('lesson catalog', () => {
  it('reads the real course: seven narrated lessons, each with its script', () => {
    const catalog = loadLessonCatalog(findContentDir());
    expect(catalog.lessons.map((lesson) => lesson.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    for (const lesson of catalog.lessons) {
      expect(lesson.fullScript.length).toBeGreaterThan(1000);
      // Narrated, and every timed sentence is text of the script (the tutor's sentence check relies on it).
      expect(lesson.narration?.audioUrl).toMatch(new RegExp(`^/media/lessons/${lesson.id}\\.mp3\\?v=[0-9a-f]{12}$`));
      for (const entry of lesson.narration!.transcript) expect(lesson.fullScript).toContain(entry.sentence);
    }
  });

  it('joins paragraphs with one blank line and lists a lesson without narration as not ready', () => {
    const catalog = loadLessonCatalog(fixtureDir);
    expect(catalog.find('1')?.fullScript).toBe(
      'Keep one tenth of everything you earn. Move it to savings on payday.\n\nA tenth of a 3,000 dollar salary is 300 dollars.',
    );
    expect(catalog.find('1')?.narration?.audioUrl).toBe('/media/lessons/1.mp3?v=abcdef012345');
    expect(catalog.find('2')?.narration).toBeUndefined();
    expect(catalog.find('3')).toBeUndefined();
  });

  it('refuses malformed timings, naming the lesson', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kurio-lessons-'));
    cpSync(fixtureDir, dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'generated', 'lessons', '1.json'),
      JSON.stringify({
        sourceHash: 'x',
        durationMs: 1000,
        transcript: [{ sentence: 'Late.', startMs: 5000, isParagraphEnd: true }],
      }),
    );
    expect(() => loadLessonCatalog(dir)).toThrow(/Lesson content "1" is invalid/);
  });
});

describe('GET /api/lessons', () => {
  it('lists the course for a visitor with mm:ss durations and no progress', async () => {
    const response = await t.app.inject({ url: '/api/lessons' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      course: {
        title: 'Fixture Course',
        description: 'Two lessons for the server tests: one narrated, one not yet.',
        numberOfLessons: 2,
      },
      lessons: [
        { id: '1', title: 'Pay Yourself First', duration: '00:09', ready: true, completed: false, positionMs: 0 },
        { id: '2', title: 'A Lesson Still in the Studio', duration: '', ready: false, completed: false, positionMs: 0 },
      ],
    });
  });
});

describe('GET /api/lessons/:id', () => {
  it('gives title, audio URL and transcript', async () => {
    const response = await t.app.inject({ url: '/api/lessons/1' });
    expect(response.statusCode).toBe(200);
    const { lesson } = response.json();
    expect(lesson).toMatchObject({
      id: '1',
      title: 'Pay Yourself First',
      durationMs: 9500,
      audioUrl: '/media/lessons/1.mp3?v=abcdef012345',
    });
    expect(lesson.transcript).toHaveLength(3);
    expect(lesson.transcript[1]).toEqual({
      sentence: 'Move it to savings on payday.',
      startMs: 3100,
      isParagraphEnd: true,
    });
  });

  it('answers a lesson without media with no audio and no transcript (Lesson not ready!)', async () => {
    const { lesson } = (await t.app.inject({ url: '/api/lessons/2' })).json();
    expect(lesson).toMatchObject({ id: '2', audioUrl: null, transcript: [], durationMs: 0 });
  });

  it("answers an unknown or malformed id with 404 'Lesson not found!'", async () => {
    for (const id of ['9', 'x'.repeat(80), '..%2F..%2Fetc']) {
      const response = await t.app.inject({ url: `/api/lessons/${id}` });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
    expect((await t.app.inject({ url: '/api/lessons/9' })).json()).toEqual({
      code: 'notFound',
      message: 'Lesson not found!',
    });
  });
});

describe('progress', () => {
  it('keeps completion and position per user, clamps the position to the audio, and lists them', async () => {
    const { sid } = await signUp(t.app);
    const headers = withSignIn(sid);
    const completed = await t.app.inject({
      method: 'PUT',
      url: '/api/lessons/1/progress',
      headers,
      payload: { completed: true },
    });
    expect(completed.json()).toEqual({ progress: { completed: true, positionMs: 0 } });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/lessons/1/progress',
      headers,
      payload: { positionMs: 99_000 },
    });
    expect(moved.json()).toEqual({ progress: { completed: true, positionMs: 9500 } });
    await t.app.inject({ method: 'PUT', url: '/api/lessons/1/progress', headers, payload: { positionMs: 4200 } });

    const list = (await t.app.inject({ url: '/api/lessons', headers })).json();
    expect(list.lessons[0]).toMatchObject({ id: '1', completed: true, positionMs: 4200 });
    expect(list.lessons[1]).toMatchObject({ id: '2', completed: false, positionMs: 0 });
    const detail = (await t.app.inject({ url: '/api/lessons/1', headers })).json();
    expect(detail.lesson.progress).toEqual({ completed: true, positionMs: 4200 });

    const undone = await t.app.inject({
      method: 'PUT',
      url: '/api/lessons/1/progress',
      headers,
      payload: { completed: false },
    });
    expect(undone.json()).toEqual({ progress: { completed: false, positionMs: 4200 } });
  });

  it('refuses visitors, bad input and unknown lessons without a 500', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/lessons/1/progress', payload: { completed: true } })).statusCode,
    ).toBe(401);
    const headers = withSignIn((await signUp(t.app)).sid);
    for (const payload of [{}, { positionMs: -1 }, { positionMs: 1.5 }, { completed: 'yes' }, { positionMs: 1e12 }]) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/lessons/1/progress', headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation');
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/lessons/9/progress',
      headers,
      payload: { completed: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('raise-hand history', () => {
  const sentence = 'Move it to savings on payday.';

  it('appends messages per lesson and sentence, in order, and ignores a retried message id', async () => {
    const headers = withSignIn((await signUp(t.app)).sid);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/1/history',
      headers,
      payload: {
        sentence,
        messages: [message('u1', 'user', 'Why payday?'), message('a1', 'assistant', 'Because **first** wins.')],
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().entry.messages.map((m: { id: string }) => m.id)).toEqual(['u1', 'a1']);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/1/history',
      headers,
      payload: {
        sentence,
        messages: [message('a1', 'assistant', 'Because **first** wins.'), message('u2', 'user', 'And then?')],
      },
    });
    expect(again.json().entry).toEqual({
      lessonId: '1',
      sentence,
      messages: [
        message('u1', 'user', 'Why payday?'),
        message('a1', 'assistant', 'Because **first** wins.'),
        message('u2', 'user', 'And then?'),
      ],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/lessons/1/history',
      headers,
      payload: {
        sentence: 'Keep one tenth of everything you earn.',
        messages: [message('u3', 'user', 'Why a tenth?')],
      },
    });
    const { entries } = (await t.app.inject({ url: '/api/lessons/1/history', headers })).json();
    expect(
      entries.map((entry: { sentence: string; messages: unknown[] }) => [entry.sentence, entry.messages.length]),
    ).toEqual([
      [sentence, 3],
      ['Keep one tenth of everything you earn.', 1],
    ]);
  });

  it("never shows one user's history or progress to another", async () => {
    const alice = withSignIn((await signUp(t.app)).sid);
    const bob = withSignIn((await signUp(t.app)).sid);
    await t.app.inject({
      method: 'POST',
      url: '/api/lessons/1/history',
      headers: alice,
      payload: { sentence, messages: [message('x1', 'user', 'Private question')] },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/lessons/1/progress',
      headers: alice,
      payload: { completed: true, positionMs: 5000 },
    });
    // Bob reusing Alice's message id stores his own message, not hers.
    const bobAppend = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/1/history',
      headers: bob,
      payload: { sentence, messages: [message('x1', 'user', 'Bob asks')] },
    });
    expect(bobAppend.json().entry.messages).toEqual([message('x1', 'user', 'Bob asks')]);
    const bobHistory = (await t.app.inject({ url: '/api/lessons/1/history', headers: bob })).json();
    expect(JSON.stringify(bobHistory)).not.toContain('Private question');
    expect((await t.app.inject({ url: '/api/lessons', headers: bob })).json().lessons[0]).toMatchObject({
      completed: false,
      positionMs: 0,
    });
  });

  it('refuses visitors, sentences not in the lesson, lessons without narration and bad messages', async () => {
    expect((await t.app.inject({ url: '/api/lessons/1/history' })).statusCode).toBe(401);
    const headers = withSignIn((await signUp(t.app)).sid);
    const cases = [
      {
        url: '/api/lessons/1/history',
        payload: { sentence: 'Not in the lesson.', messages: [message('m', 'user', 'Hi')] },
      },
      {
        url: '/api/lessons/2/history',
        payload: { sentence: 'This lesson has a script but no narration yet.', messages: [message('m', 'user', 'Hi')] },
      },
      { url: '/api/lessons/1/history', payload: { sentence, messages: [] } },
      {
        url: '/api/lessons/1/history',
        payload: { sentence, messages: [{ ...message('m', 'user', 'Hi'), sender: 'system' }] },
      },
      { url: '/api/lessons/1/history', payload: { sentence, messages: [message('m', 'user', '')] } },
    ];
    for (const { url, payload } of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/9/history',
      headers,
      payload: { sentence, messages: [message('m', 'user', 'Hi')] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
