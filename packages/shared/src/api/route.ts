import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request carries its input. */
export type RequestBody = 'none' | 'json' | 'form' | 'multipart';

/** The zod schemas of one route; a route without `response` answers with a stream or bytes, not JSON. */
export interface RouteSchemaTypes {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart route that also takes a JSON body: that body. The handler tells the two apart by content type and
   * checks each itself, so the server registers no body schema (its handler reads `unknown`) and a caller sends
   * either FormData or this.
   */
  jsonBody?: z.ZodType;
  response?: z.ZodType;
}

/**
 * One endpoint of the API: its name (`domain.action`), method and path (`:name` marks a path parameter). The
 * schemas appear here as types only, so a screen that calls the API loads no zod (docs/decisions/120); their
 * values are bound to the same name in `route-schemas.ts`, which the compiler holds to these types.
 */
export interface Route<Types extends RouteSchemaTypes = RouteSchemaTypes> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly request: RequestBody;
  /** Never set: carries the schema types to the client and the server. */
  readonly types?: Types;
}

const declare =
  (method: HttpMethod, defaultRequest: RequestBody) =>
  <Types extends RouteSchemaTypes = Record<never, never>>(path: string, request: RequestBody = defaultRequest) =>
  (name: string): Route<Types> => ({
    name,
    method,
    path,
    request,
  });

export const get = declare('GET', 'none');
export const post = declare('POST', 'json');
export const put = declare('PUT', 'json');
export const patch = declare('PATCH', 'json');
export const del = declare('DELETE', 'none');

type Declared = Record<string, (name: string) => Route>;

/** A domain's routes, each named `domain.action` after its key. */
export function defineRoutes<const Domain extends string, Routes extends Declared>(
  domain: Domain,
  routes: Routes,
): { [Action in keyof Routes]: ReturnType<Routes[Action]> } {
  const named = Object.entries(routes).map(([action, declared]) => [action, declared(`${domain}.${action}`)]);
  return Object.fromEntries(named) as { [Action in keyof Routes]: ReturnType<Routes[Action]> };
}

export type SchemaTypesOf<R> = R extends Route<infer Types> ? Types : never;
type Part = keyof RouteSchemaTypes;
type SchemaOf<R, K extends Part> = SchemaTypesOf<R>[K];
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A part of the request as the client sends it (before the schema's defaults and transforms). */
export type RequestSent<R, K extends Exclude<Part, 'response'>> = In<SchemaOf<R, K>>;
/** A part of the request as the server's handler reads it, validated. */
export type RequestRead<R, K extends Exclude<Part, 'response'>> = Out<SchemaOf<R, K>>;
/** What the handler returns, before serialisation. */
export type ResponseSent<R> = In<SchemaOf<R, 'response'>>;
/** What the client receives. */
export type ResponseRead<R> = Out<SchemaOf<R, 'response'>>;

/** The route's path with its parameters filled in, each URL-encoded. */
export function pathOf(route: Route, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${route.name} needs the path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Each route's schema values, in the shape of the table and exactly the types it declares. */
export type RouteSchemas<Table extends Record<string, Record<string, Route>>> = {
  [Domain in keyof Table]: { [Action in keyof Table[Domain]]: Required<SchemaTypesOf<Table[Domain][Action]>> };
};
