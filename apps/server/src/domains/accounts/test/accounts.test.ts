import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie, signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { loginPerEmail: { limit: 4, windowMs: 365 * 86_400_000 } } });
});
afterAll(() => t.close());

const form = (values: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(values).toString(),
});

describe('signup', () => {
  it('creates the user from a form-encoded body, signs in and hides the password hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      ...form({ name: '  Ada Lovelace ', email: ' Ada@Example.COM ', password: 'analytical' }),
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 0,
      membership: { plan: 0, subscription: 3, expireAt: -1 },
    });
    expect(JSON.stringify(user)).not.toContain('analytical');
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const status = await t.app.inject({ url: '/api/user/status', headers: withSignIn(cookie.value) });
    expect(status.json().user.email).toBe('ada@example.com');
  });

  it('refuses a taken email, whatever its case and spacing, with emailAlreadyUsed on the email field', async () => {
    await signUp(t.app, { email: 'taken@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Other', email: '  TAKEN@example.com', password: 'secret123' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'emailAlreadyUsed',
      message: 'Email already in use',
      fieldErrors: { email: 'Email already in use' },
    });
  });

  it('answers bad input with the messages of docs/product.md §5 per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'A', email: 'not-an-email', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: 'Name must have 2 characters or more',
      email: "Doesn't look like email",
      password: 'Password must have 6 characters or more',
    });
  });
});

describe('login, sign-ins and logout', () => {
  it('says which field is wrong with emailNotFound and invalidPassword', async () => {
    await signUp(t.app, { email: 'grace@example.com', password: 'cobol1959' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      ...form({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'emailNotFound', fieldErrors: { email: 'Email not found' } });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      ...form({ email: 'grace@example.com', password: 'wrong' }),
    });
    expect(wrong.json()).toMatchObject({ code: 'invalidPassword', fieldErrors: { password: 'Incorrect password' } });
    expect(signInCookie(wrong)).toBeUndefined();
  });

  it('rotates the sign-in at login: the old cookie stops working', async () => {
    const { sid: oldSid } = await signUp(t.app, { email: 'rotate@example.com', password: 'secret123' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: withSignIn(oldSid),
      payload: { email: 'ROTATE@example.com', password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    const newSid = signInCookie(login)!;
    expect(newSid).not.toBe(oldSid);
    expect((await t.app.inject({ url: '/api/user/status', headers: withSignIn(oldSid) })).json()).toEqual({
      user: null,
    });
    expect((await t.app.inject({ url: '/api/user/status', headers: withSignIn(newSid) })).json().user.email).toBe(
      'rotate@example.com',
    );
  });

  it('logout deletes the sign-in on the server, not only the cookie', async () => {
    const { sid } = await signUp(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: withSignIn(sid) });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) })).json()).toEqual({ user: null });
  });

  it('treats an expired sign-in as signed out', async () => {
    const { sid } = await signUp(t.app);
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    expect((await t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) })).json()).toEqual({ user: null });
  });

  it('stores only a hash of the sign-in token', async () => {
    const { sid } = await signUp(t.app);
    const rows = await t.database.withConnection((c) =>
      c.query<{ token_hash: string }>('SELECT token_hash FROM sessions'),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(sid);
  });

  it('answers status with user null when signed out', async () => {
    expect((await t.app.inject({ url: '/api/user/status' })).json()).toEqual({ user: null });
  });

  it('rate-limits repeated logins for one email with a clear 429', async () => {
    await signUp(t.app, { email: 'brute@example.com' });
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'brute@example.com', password: 'guess' },
      });
    for (let i = 0; i < 4; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rateLimited');
    expect(refused.json().message).toMatch(/Too many attempts\. Please wait \d+ minutes?/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('signup rate limit', () => {
  it('applies SIGNUP_LIMIT_PER_HOUR per IP, and a spoofed X-Forwarded-For does not reset it', async () => {
    const limited = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: '2' } });
    const attempt = (n: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
        payload: { name: 'Spoof Test', email: `spoof-${n}@example.com`, password: 'secret123' },
      });
    expect((await attempt(1)).statusCode).toBe(200);
    expect((await attempt(2)).statusCode).toBe(200);
    const refused = await attempt(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rateLimited');
    await limited.close();
  });
});
