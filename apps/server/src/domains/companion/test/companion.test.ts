import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { companionConversations } from '../../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = (sid: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: withSignIn(sid), ...(payload ? { payload } : {}) });

describe('characters', () => {
  it('lists the six built-in characters with server-drawn avatars, Nova first', async () => {
    const { sid } = await signUpParent(t.app);
    const response = await inject(sid, 'GET', '/api/companion/characters');
    expect(response.statusCode).toBe(200);
    const { characters } = response.json();
    expect(characters).toHaveLength(6);
    expect(characters[0]).toMatchObject({ id: 'nova', name: 'Nova', builtIn: true, voice: { rate: 0.9, pitch: 1.1 } });
    expect(characters.map((c: { name: string }) => c.name).join(' ')).toMatch(/Tiger.*|.*Tiger/);
    for (const character of characters) {
      expect(character.profileImageUrl).toMatch(/^\/api\/companion\/avatar\//);
      expect(character.systemPrompt.length).toBeGreaterThan(50);
    }
    const avatar = await t.app.inject({ url: characters[0].profileImageUrl });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('<svg');
  });

  it('shows visitors the built-in gallery without signing in', async () => {
    const response = await t.app.inject({ url: '/api/companion/gallery' });
    expect(response.statusCode).toBe(200);
    const { characters } = response.json();
    expect(characters).toHaveLength(6);
    expect(characters[0]).toMatchObject({ name: 'Nova', profileImageUrl: '/api/companion/avatar/funEmoji/nova.svg' });
    expect(JSON.stringify(characters)).not.toContain('systemPrompt');
  });

  it('refuses avatar paths outside the allowed styles and seeds', async () => {
    expect((await t.app.inject({ url: '/api/companion/avatar/evil/x.svg' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/companion/avatar/bottts/a%20b.svg' })).statusCode).toBe(400);
  });

  it('validates with the messages of docs/product.md §5 and stores the trimmed values', async () => {
    const { sid } = await signUpParent(t.app);
    const empty = await inject(sid, 'POST', '/api/companion/characters', { name: '', systemPrompt: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      name: 'Character name is required',
      systemPrompt: 'System prompt is required',
    });
    const short = await inject(sid, 'POST', '/api/companion/characters', {
      name: '  A ',
      systemPrompt: '   too short  ',
    });
    expect(short.json().fieldErrors).toEqual({
      name: 'Character name must be at least 2 characters',
      systemPrompt: 'System prompt must be at least 10 characters',
    });
    const created = await inject(sid, 'POST', '/api/companion/characters', {
      name: '  Captain Kit ',
      systemPrompt: '  You are a friendly pirate captain who loves maps.  ',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().character).toMatchObject({
      name: 'Captain Kit',
      systemPrompt: 'You are a friendly pirate captain who loves maps.',
      builtIn: false,
    });
    const { characters } = (await inject(sid, 'GET', '/api/companion/characters')).json();
    expect(characters.at(-1).name).toBe('Captain Kit');
  });

  it("keeps each parent's characters to their own account", async () => {
    const owner = await signUpParent(t.app);
    const other = await signUpParent(t.app);
    const { character } = (
      await inject(owner.sid, 'POST', '/api/companion/characters', {
        name: 'Secret Sam',
        systemPrompt: 'You are a kind owl who tells bedtime stories.',
      })
    ).json();
    const othersList = (await inject(other.sid, 'GET', '/api/companion/characters')).json().characters;
    expect(othersList.map((c: { id: string }) => c.id)).not.toContain(character.id);
    const edit = { name: 'Hijacked', systemPrompt: 'You are somebody else entirely now.' };
    expect((await inject(other.sid, 'PUT', `/api/companion/characters/${character.id}`, edit)).statusCode).toBe(404);
    expect((await inject(other.sid, 'DELETE', `/api/companion/characters/${character.id}`)).statusCode).toBe(404);
    expect((await inject(other.sid, 'POST', '/api/companion/sessions', { assistantId: character.id })).statusCode).toBe(
      404,
    );

    const renamed = await inject(owner.sid, 'PUT', `/api/companion/characters/${character.id}`, edit);
    expect(renamed.json().character.name).toBe('Hijacked');
    expect((await inject(owner.sid, 'PUT', '/api/companion/characters/nova', edit)).statusCode).toBe(404);
    expect((await inject(owner.sid, 'DELETE', `/api/companion/characters/${character.id}`)).statusCode).toBe(200);
    expect((await inject(owner.sid, 'GET', '/api/companion/characters')).json().characters).toHaveLength(6);
  });

  it('needs a signed-in account', async () => {
    expect((await t.app.inject({ url: '/api/companion/characters' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/companion/sessions' })).statusCode).toBe(401);
  });
});

describe('conversations', () => {
  it("shows, lists and deletes only the owner's conversations, newest first", async () => {
    const owner = await signUpParent(t.app);
    const other = await signUpParent(t.app);
    const first = (await inject(owner.sid, 'POST', '/api/companion/sessions', { assistantId: 'tara-the-tiger' })).json()
      .session;
    const second = (await inject(owner.sid, 'POST', '/api/companion/sessions', { assistantId: 'nova' })).json().session;
    expect(first).toMatchObject({ assistantId: 'tara-the-tiger', assistantName: 'Tara the Tiger', messages: [] });

    const list = (await inject(owner.sid, 'GET', '/api/companion/sessions')).json().sessions;
    expect(list.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual({
      id: first.id,
      assistantId: 'tara-the-tiger',
      assistantName: 'Tara the Tiger',
      firstMessageAt: null,
      firstUserMessage: null,
      messageCount: 0,
      flaggedCount: 0,
      flagCategories: [],
      childId: null,
      childName: null,
    });

    expect((await inject(other.sid, 'GET', '/api/companion/sessions')).json().sessions).toEqual([]);
    expect((await inject(other.sid, 'GET', `/api/companion/sessions/${first.id}`)).statusCode).toBe(404);
    expect((await inject(other.sid, 'DELETE', `/api/companion/sessions/${first.id}`)).statusCode).toBe(404);
    expect((await inject(other.sid, 'DELETE', '/api/companion/sessions')).json()).toEqual({ deleted: 0 });
    expect((await inject(owner.sid, 'GET', `/api/companion/sessions/${first.id}`)).statusCode).toBe(200);
    expect((await inject(owner.sid, 'GET', '/api/companion/sessions/not-a-uuid')).statusCode).toBe(404);

    expect((await inject(owner.sid, 'DELETE', `/api/companion/sessions/${first.id}`)).json()).toEqual({ deleted: 1 });
    expect((await inject(owner.sid, 'GET', `/api/companion/sessions/${first.id}`)).statusCode).toBe(404);
    expect((await inject(owner.sid, 'DELETE', '/api/companion/sessions')).json()).toEqual({ deleted: 1 });
    expect((await inject(owner.sid, 'GET', '/api/companion/sessions')).json().sessions).toEqual([]);
    const left = await t.database.db
      .select()
      .from(companionConversations)
      .where(inArray(companionConversations.id, [first.id, second.id]));
    expect(left).toEqual([]);
  });

  it('refuses a conversation with an unknown character', async () => {
    const { sid } = await signUpParent(t.app);
    const response = await inject(sid, 'POST', '/api/companion/sessions', { assistantId: 'nobody' });
    expect(response.statusCode).toBe(404);
  });
});
