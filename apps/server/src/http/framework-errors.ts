import type { ApiErrorBody } from '@kurio/shared/errors';
import type { FastifyError, FastifyReply } from 'fastify';

/**
 * Errors Fastify's router raises before any hook runs (a malformed percent-escape, a path parameter over
 * the length limit): the error body of docs/architecture.md §4 instead of Fastify's own, without echoing the path back.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const tooLong = error.statusCode === 414;
  const body: ApiErrorBody = {
    code: 'badRequest',
    message: tooLong ? 'The address is too long.' : 'The address is not valid.',
  };
  return reply.status(tooLong ? 414 : 400).send(body);
}
