import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { users } from '../../../db/schema/index';
import { SignInCache } from '../services/sign-in-cache';
import { deleteExpiredSignIns } from '../services/sign-ins';
import type { UserRow } from '../services/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = (sid: string) => t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) });
const dashboard = (sid: string) => t.app.inject({ url: '/api/card/dashboard', headers: withSignIn(sid) });

// Each test first makes a signed-in request, so where the engine caches sign-ins the sign-in is cached,
// then changes the sign-in state some way and checks that the very next request sees it.
describe('signed-in state after it changes', () => {
  it('refuses a cookie right after logout', async () => {
    const { sid } = await signUp(t.app);
    expect((await dashboard(sid)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: withSignIn(sid) });
    expect(logout.statusCode).toBe(200);
    expect((await dashboard(sid)).statusCode).toBe(401);
  });

  it('refuses the old cookie after a new login on it rotates the sign-in', async () => {
    const { sid, email } = await signUp(t.app, { password: 'secret123' });
    expect((await dashboard(sid)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: withSignIn(sid),
      payload: { email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    expect((await dashboard(sid)).statusCode).toBe(401);
  });

  it('shows a plan written by any code path (here straight SQL) on the next request', async () => {
    const { sid, userId } = await signUp(t.app);
    expect((await status(sid)).json().user.membership.plan).toBe(0);
    const expireAt = Date.now() + 30 * 86_400_000;
    await t.database.db.update(users).set({ plan: 1, subscription: 1, expireAt }).where(eq(users.id, userId));
    expect((await status(sid)).json().user.membership).toEqual({ plan: 1, subscription: 1, expireAt });
  });

  it('refuses a sign-in the expiry sweep removed', async () => {
    const { sid } = await signUp(t.app);
    expect((await dashboard(sid)).statusCode).toBe(200);
    await deleteExpiredSignIns(t.database.db, new Date(Date.now() + 31 * 86_400_000));
    expect((await dashboard(sid)).statusCode).toBe(401);
  });

  it('refuses every sign-in of a deleted account', async () => {
    const { sid, email } = await signUp(t.app, { password: 'secret123' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'secret123' },
    });
    const otherSid = login.cookies.find((cookie) => cookie.name === 'sid')!.value;
    expect((await dashboard(otherSid)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: withSignIn(sid),
      payload: { password: 'secret123', confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await dashboard(otherSid)).statusCode).toBe(401);
  });
});

describe('SignInCache', () => {
  const user = (id: string) => ({ id }) as UserRow;
  const now = 1_000_000;

  it('does not keep a lookup that was running when the user changed', () => {
    const cache = new SignInCache();
    const before = cache.generation;
    cache.forgetUser('someone');
    cache.set('token', user('u1'), now + 60_000, before, now);
    expect(cache.get('token', now)).toBeUndefined();
    cache.set('token', user('u1'), now + 60_000, cache.generation, now);
    expect(cache.get('token', now)?.id).toBe('u1');
  });

  it("forgets only that user's sign-ins", () => {
    const cache = new SignInCache();
    cache.set('a1', user('a'), now + 60_000, cache.generation, now);
    cache.set('a2', user('a'), now + 60_000, cache.generation, now);
    cache.set('b1', user('b'), now + 60_000, cache.generation, now);
    cache.forgetUser('a');
    expect([cache.get('a1', now), cache.get('a2', now), cache.get('b1', now)?.id]).toEqual([undefined, undefined, 'b']);
  });

  it('drops a sign-in at its expiry and any entry after a minute', () => {
    const cache = new SignInCache();
    cache.set('short', user('a'), now + 5_000, cache.generation, now);
    cache.set('long', user('b'), now + 3_600_000, cache.generation, now);
    expect(cache.get('short', now + 5_000)).toBeUndefined();
    expect(cache.get('long', now + 59_000)?.id).toBe('b');
    expect(cache.get('long', now + 60_000)).toBeUndefined();
  });
});
