import type { RequestRead, ResponseSent, Route } from '@kurio/shared/api/route';
import { routeSchemas } from '@kurio/shared/api/route-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type Read<T> = T extends undefined ? unknown : T;

/** A declared route's parts as Fastify's route generic: what its schemas let through. */
interface DeclaredParts<R extends Route> {
  Params: Read<RequestRead<R, 'params'>>;
  Querystring: Read<RequestRead<R, 'query'>>;
  Body: Read<RequestRead<R, 'body'>>;
}

/** The request of a declared route, typed by its schemas (fastify-type-provider-zod has validated it). */
export type DeclaredRequest<R extends Route> = FastifyRequest<DeclaredParts<R>>;

/** A JSON route's handler returns its answer; a stream or file route's sends it through `reply`. */
export type DeclaredHandler<R extends Route> = (
  request: DeclaredRequest<R>,
  reply: FastifyReply,
) => Promise<ResponseSent<R> extends undefined ? unknown : ResponseSent<R> | undefined>;

/** What a route adds to its declaration: its OpenAPI description, or options such as a body limit. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'> & { description?: string; hide?: boolean };

type SchemaSet = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response?: z.ZodType };

const schemasOf = (route: Route): SchemaSet => {
  const [domain, action] = route.name.split('.') as [keyof typeof routeSchemas, string];
  return (routeSchemas[domain] as Record<string, SchemaSet>)[action]!;
};

/**
 * Registers the handler of a route declared in `@kurio/shared/api/routes`, with that route's method, path and
 * schemas: requests are validated and JSON answers serialised through them, and OpenAPI lists it under its domain.
 */
export function handle<R extends Route>(
  app: FastifyInstance,
  route: R,
  handler: DeclaredHandler<R>,
  { description, hide, ...options }: RouteExtras = {},
): void {
  const { params, query, body, response } = schemasOf(route);
  app.route<DeclaredParts<R>>({
    ...options,
    method: route.method,
    url: route.path,
    schema: {
      tags: [route.name.split('.')[0]!],
      ...(description && { description }),
      ...(hide && { hide }),
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...(response && { response: { 200: response } }),
    },
    handler,
  });
}
