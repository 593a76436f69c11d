import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface ApiOperation {
  /** "POST /api/card/create", with path parameters as `:id` (the route table's spelling). */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every operation of the app's own OpenAPI document: a route added later is covered without editing the tests. */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      const parameters = operation.parameters ?? [];
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
        body: operation.requestBody?.content['application/json']?.schema,
      };
    }),
  );
}

/** `/api/lessons/:id/history` with `{ id: '1' }` → `/api/lessons/1/history`; values are put in as given. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? 'x');
}

/** Every byte percent-encoded; unlike encodeURIComponent it never throws (lone surrogates become U+FFFD). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

export const stateChanging = (operation: ApiOperation) => !['GET', 'HEAD', 'OPTIONS'].includes(operation.method);
