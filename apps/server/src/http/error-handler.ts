import type { ApiErrorBody } from '@kurio/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorResponse } from './error-body';

function fieldErrorsFromZod(error: FastifyError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fieldErrors;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] ??= issue.message ?? 'Invalid value';
  }
  return fieldErrors;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large…) keep their 4xx status. */
const frameworkCodes: Record<number, ApiErrorBody['code']> = {
  400: 'badRequest',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

/** One place that turns every failure into the error body of docs/architecture.md §4; 5xx never reveal internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = errorResponse(error);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return reply.status(known.status).send(known.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsFromZod(error);
      const first = Object.values(fieldErrors)[0] ?? 'Invalid request';
      return reply.status(400).send({ code: 'validation', message: first, fieldErrors } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request is too large.' : error.message || 'Bad request';
      return reply
        .status(status)
        .send({ code: frameworkCodes[status] ?? 'badRequest', message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    const code = status === 502 || status === 503 || status === 504 ? 'unavailable' : 'internal';
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ code, message: 'Something went wrong on our side. Please try again.' } satisfies ApiErrorBody);
  });
}
