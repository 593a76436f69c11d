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
