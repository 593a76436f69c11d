/** A tiny client for a server reached over real HTTP (a spawned process, or a proxy in front of some). */
export interface ApiResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body of whatever shape the endpoint answers; tests assert on it
  body: any;
  /** The sign-in token a Set-Cookie carried, if any. */
  sid?: string;
}

export async function api(
  baseUrl: string,
  path: string,
  options: { body?: unknown; sid?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.sid) headers.cookie = `sid=${options.sid}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const sid = /(?:^|,\s*)sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, sid };
}

/** Signs a new account up and returns its sign-in. */
export async function signUpOver(baseUrl: string, email = `user-${Math.random().toString(36).slice(2)}@example.com`) {
  const response = await api(baseUrl, '/api/user/signup', {
    body: { name: 'Test User', email, password: 'secret123' },
  });
  if (response.status !== 200 || !response.sid) throw new Error(`signup failed: ${JSON.stringify(response.body)}`);
  return { sid: response.sid, email, userId: response.body.user.id as string };
}
