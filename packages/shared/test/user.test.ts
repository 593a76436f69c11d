import { describe, expect, it } from 'vitest';
import { basicEmailPattern } from '../src/email';
import { isPro } from '../src/membership';
import { loginRequestSchema, signupRequestSchema } from '../src/user';

/** The first message per field: what the form and the server show. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('login validation (docs/product.md §5)', () => {
  it('asks for both fields when empty', () => {
    expect(messages(loginRequestSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Enter email',
      password: 'Enter password',
    });
  });
  it("says an address without @ or domain dot doesn't look like email", () => {
    for (const email of ['ann', 'ann@', 'ann@host', 'a nn@host.com', 'a@b@c.com']) {
      expect(messages(loginRequestSchema.safeParse({ email, password: 'x' })).email).toBe("Doesn't look like email");
    }
  });
  it('accepts and trims a good address', () => {
    expect(loginRequestSchema.parse({ email: '  ann@example.com ', password: 'x' }).email).toBe('ann@example.com');
  });
});

describe('signup validation (docs/product.md §5)', () => {
  it.each([
    ['', 'Enter name'],
    ['A', 'Name must have 2 characters or more'],
    ['x'.repeat(31), 'Name must have 30 characters or less'],
  ])('name %j → %s', (name, message) => {
    expect(messages(signupRequestSchema.safeParse({ name, email: 'a@b.co', password: 'secret' })).name).toBe(message);
  });
  it('needs a password of 6 or more characters', () => {
    expect(messages(signupRequestSchema.safeParse({ name: 'Ann', email: 'a@b.co', password: '' })).password).toBe(
      'Enter password',
    );
    expect(messages(signupRequestSchema.safeParse({ name: 'Ann', email: 'a@b.co', password: '12345' })).password).toBe(
      'Password must have 6 characters or more',
    );
    expect(signupRequestSchema.safeParse({ name: 'Ann', email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('basics', () => {
  it('the email pattern needs one @ and a dot in the domain', () => {
    expect(basicEmailPattern.test('kid@school.org')).toBe(true);
    expect(basicEmailPattern.test('kid@school')).toBe(false);
  });
  it('free is plan 0; any other plan counts as pro (docs/product.md §3)', () => {
    expect(isPro({ plan: 0, subscription: 3, expireAt: -1 })).toBe(false);
    expect(isPro({ plan: 1, subscription: 2, expireAt: 0 })).toBe(true);
  });
});
