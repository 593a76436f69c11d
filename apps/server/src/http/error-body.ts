import type { ApiErrorBody } from '@kurio/shared/errors';
import { AiError } from '../adapters/ai/ai-service';
import { DomainError, type DomainErrorKind } from '../domains/domain-error';
import { HttpError } from './http-error';

const statusByDomainKind: Record<DomainErrorKind, number> = {
  notFound: 404,
  conflict: 409,
  notAllowed: 403,
  quotaUsedUp: 429,
  invalid: 400,
  notAuthenticated: 401,
  gone: 410,
  unavailable: 503,
};

const byAiKind: Record<AiError['kind'], { status: number; code: string }> = {
  cannotCover: { status: 422, code: 'cannotCover' },
  refused: { status: 422, code: 'aiRefused' },
  rateLimited: { status: 503, code: 'aiBusy' },
  unavailable: { status: 502, code: 'aiUnavailable' },
  badOutput: { status: 502, code: 'aiBadOutput' },
  timeout: { status: 504, code: 'aiTimeout' },
};

export interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

/**
 * The one mapping from a failure with a user-facing message (a domain error, an AI provider's failure, an
 * HTTP-level refusal) to the status and error body of docs/architecture.md §4. Anything else is undefined:
 * the caller answers with a generic 500 that reveals nothing.
 */
export function errorResponse(error: unknown): ErrorResponse | undefined {
  if (error instanceof DomainError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.details.fieldErrors) body.fieldErrors = error.details.fieldErrors;
    const retryAfter = error.details.retryAfterSeconds;
    const headers = retryAfter === undefined ? undefined : { 'retry-after': String(retryAfter) };
    return { status: statusByDomainKind[error.kind], body, headers };
  }
  if (error instanceof AiError) {
    const { status, code } = byAiKind[error.kind];
    const headers = error.kind === 'rateLimited' ? { 'retry-after': '60' } : undefined;
    const body: ApiErrorBody = { code, message: error.message };
    if (error.suggestions.length > 0) body.suggestions = error.suggestions;
    return { status, body, headers };
  }
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    return { status: error.statusCode, body, headers: error.headers };
  }
  return undefined;
}
