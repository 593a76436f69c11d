import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('waitlist', () => {
  it('stores a trimmed address once, whatever its case, and answers the same every time', async () => {
    const join = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/test/kurio', payload: { email } });
    const a = await join('  Parent@Example.com ');
    const b = await join('parent@EXAMPLE.com');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    const rows = await t.database.withConnection((c) =>
      c.query<{ email: string }>("SELECT email FROM waitlist_entries WHERE lower(email) = 'parent@example.com'"),
    );
    expect(rows).toEqual([{ email: 'parent@example.com' }]);
  });

  it.each(['', 'no-at-sign.com', 'two@@example.com', 'a b@example.com', 'me@nodot', 42])(
    "refuses %j with 'Invalid email address.'",
    async (email) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/test/kurio', payload: { email } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ email: 'Invalid email address.' });
    },
  );
});
