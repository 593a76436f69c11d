import { consentNoticeVersion } from '@kurio/shared/parent-consent';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The `sid` cookie value a response set, if any. */
export function signInCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'sid')?.value || undefined;
}

export async function signUp(
  app: FastifyInstance,
  values: { name?: string; email?: string; password?: string } = {},
): Promise<{ sid: string; userId: string; email: string }> {
  const email = values.email ?? `user-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { name: values.name ?? 'Test User', email, password: values.password ?? 'secret123' },
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  return { sid: signInCookie(response)!, userId: response.json().user.id, email };
}

export const withSignIn = (sid: string) => ({ cookie: `sid=${sid}` });

/** A parent account that has agreed to the companion notice: what every companion test starts from. */
export async function signUpParent(app: FastifyInstance) {
  const account = await signUp(app);
  await giveConsent(app, account.sid);
  return account;
}

/** The parent agrees to the companion notice, as the parents area does, so conversations may start. */
export async function giveConsent(app: FastifyInstance, sid: string, password = 'secret123'): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/companion/consent',
    headers: withSignIn(sid),
    payload: { noticeVersion: consentNoticeVersion, currentPassword: password },
  });
  if (response.statusCode !== 200) throw new Error(`consent failed: ${response.body}`);
}
