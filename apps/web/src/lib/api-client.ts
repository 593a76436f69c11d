import { pathOf, type RequestSent, type ResponseRead, type Route } from '@kurio/shared/api/route';
import type { ApiErrorBody } from '@kurio/shared/errors';
import type { z } from 'zod';
import { nextTask } from './next-task';

/** A failed API call, carrying the server's error body (docs/architecture.md §4). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  get code() {
    return this.body.code;
  }
}

type Body = { json: unknown } | { form: Record<string, string> } | { formData: FormData } | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** How a request reaches the server: the browser's fetch, or the server's own router while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * In the browser each request starts in a task of its own: a screen that asks for its data as it mounts, or a tap
 * that saves something, then paints before the browser sets the request up (decision 193).
 */
let transport: ApiTransport = (url, init) => nextTask().then(() => fetch(url, init));

/** Used by the server-side render (prerender/render-route.tsx) only. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

declare const Temporal: { Now: { timeZoneId(): string } } | undefined;
let timeZone: string | undefined;

/**
 * The browser's IANA time zone. Temporal answers at once; Intl's first DateTimeFormat loads locale data, ~35 ms
 * of main thread, which the first API call of every page used to pay.
 */
export function userTimeZone(): string {
  timeZone ??=
    typeof Temporal === 'undefined' ? Intl.DateTimeFormat().resolvedOptions().timeZone : Temporal.Now.timeZoneId();
  return timeZone;
}

function encodeBody(body: Body): { headers: Record<string, string>; payload?: BodyInit } {
  if (!body) return { headers: {} };
  if ('json' in body) return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body.json) };
  if ('form' in body) {
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body.form),
    };
  }
  return { headers: {}, payload: body.formData };
}

/**
 * Calls the API; failures throw ApiError. `Schema` is the response's shared zod schema, used as a type only: the
 * server checks every response against that same schema before sending it (docs/decisions/120), so parsing it
 * again here would only cost each screen the validator's start-up and a pass over the data.
 */
async function apiRequest<Schema extends z.ZodType>(path: string, request: ApiRequest = {}): Promise<z.output<Schema>> {
  const { headers, payload } = encodeBody(request.body);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const url = search.size > 0 ? `${path}?${search}` : path;
  let response: Response;
  try {
    response = await transport(url, {
      method: request.method ?? (request.body ? 'POST' : 'GET'),
      headers: { ...headers, 'x-time-zone': userTimeZone() },
      body: payload,
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'network', message: 'Cannot reach Kurio. Check your connection and try again.' });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { apiErrorSchema } = await import('@kurio/shared/errors');
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiError(
      response.status,
      parsed.success
        ? parsed.data
        : { code: 'http', message: `The server answered ${response.status}. Please try again.` },
    );
  }
  return data as z.output<Schema>;
}

type Given<Key extends string, T, Otherwise> = T extends undefined ? { [K in Key]?: Otherwise } : { [K in Key]: T };

/**
 * What a call of a declared route takes: its path parameters, query and body, typed by the route's schemas. A
 * route without a body schema takes FormData, or the JSON body it declares beside multipart.
 */
export type CallInput<R extends Route> = Given<'params', RequestSent<R, 'params'>, never> &
  Given<'query', RequestSent<R, 'query'>, never> &
  Given<'body', RequestSent<R, 'body'>, FormData | RequestSent<R, 'jsonBody'>> & { signal?: AbortSignal };

/** A route whose parameters, query and body are all optional can be called without an input. */
type Inputs<R extends Route> =
  Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

type Query = Record<string, string | number | boolean | undefined>;

/** The URL of a declared route, for links and downloads (`<a href>`), with its parameters and query filled in. */
export function urlOf<R extends Route>(route: R, input: Pick<CallInput<R>, 'params' | 'query'> = {}): string {
  return buildUrl(route, input);
}

function buildUrl(route: Route, input: { params?: unknown; query?: unknown }): string {
  const path = pathOf(route, input.params as Record<string, string | number> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Query))
    if (value !== undefined) search.set(key, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
}

const bodyFor = (route: Route, body: unknown): Body => {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return { formData: body };
  if (route.request === 'form') return { form: body as Record<string, string> };
  return { json: body };
};

/**
 * Calls a route of `@kurio/shared/api/routes` by name: `callApi(routes.card.create, { body })`. The answer is
 * typed by the route's response schema; failures throw ApiError.
 */
export function callApi<R extends Route>(route: R, ...[input]: Inputs<R>): Promise<ResponseRead<R>> {
  input ??= {} as CallInput<R>;
  return apiRequest<z.ZodType<ResponseRead<R>>>(buildUrl(route, input), {
    method: route.method,
    body: bodyFor(route, input.body),
    signal: input.signal,
  });
}
