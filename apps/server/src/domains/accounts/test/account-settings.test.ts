import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { checkouts, signIns, users } from '../../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, sid: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });

describe('account settings', () => {
  it("changes the name with signup's rules", async () => {
    const { sid } = await signUp(t.app);
    expect((await post('/api/account/name', sid, { name: 'A' })).json().fieldErrors).toEqual({
      name: 'Name must have 2 characters or more',
    });
    const response = await post('/api/account/name', sid, { name: '  Ada  ' });
    expect(response.json().user.name).toBe('Ada');
  });

  it('changes the password only with the current one', async () => {
    const { sid, email } = await signUp(t.app, { password: 'first-secret' });
    const wrong = await post('/api/account/password', sid, { currentPassword: 'nope', newPassword: 'second-secret' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    const ok = await post('/api/account/password', sid, {
      currentPassword: 'first-secret',
      newPassword: 'second-secret',
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'second-secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("exports the user's own rows from every user_id table, never another user's or a password hash", async () => {
    const me = await signUp(t.app, { name: 'Exporter' });
    const other = await signUp(t.app);
    for (const who of [me, other]) {
      await post('/api/create-checkout-session', who.sid, { plan: 'pro', interval: 'monthly' });
    }
    const response = await t.app.inject({ url: '/api/account/export', headers: withSignIn(me.sid) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('kurio-export.json');
    const data = response.json();
    expect(data.user).toMatchObject({ id: me.userId, name: 'Exporter', hasPassword: true });
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.tables.checkout_sessions).toHaveLength(1);
    expect(data.tables.checkout_sessions[0].user_id).toBe(me.userId);
    expect(data.tables.sessions).toBeUndefined();
  });

  it('deletes the account and, by cascade, its sign-ins and checkouts, after DELETE and the password', async () => {
    const { sid, userId } = await signUp(t.app, { password: 'delete-me' });
    await post('/api/create-checkout-session', sid, { plan: 'pro', interval: 'yearly' });
    expect((await post('/api/account/delete', sid, { confirm: 'yes', password: 'delete-me' })).statusCode).toBe(400);
    expect((await post('/api/account/delete', sid, { confirm: 'DELETE', password: 'wrong' })).statusCode).toBe(401);
    const deleted = await post('/api/account/delete', sid, { confirm: 'DELETE', password: 'delete-me' });
    expect(deleted.statusCode).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(signIns).where(eq(signIns.userId, userId))).toEqual([]);
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, userId))).toEqual([]);
    const status = await t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) });
    expect(status.json()).toEqual({ user: null });
  });
});
