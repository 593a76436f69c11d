import { AiError } from '../adapters/ai/ai-service';
import { HttpError } from './http-error';

const statusByKind: Record<AiError['kind'], { status: number; code: string }> = {
  cannotCover: { status: 422, code: 'cannotCover' },
  refused: { status: 422, code: 'aiRefused' },
  rateLimited: { status: 503, code: 'aiBusy' },
  unavailable: { status: 502, code: 'aiUnavailable' },
  badOutput: { status: 502, code: 'aiBadOutput' },
  timeout: { status: 504, code: 'aiTimeout' },
};

/** An AI failure as the error body of docs/architecture.md §4; anything else passes through unchanged. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof AiError)) return error;
  const { status, code } = statusByKind[error.kind];
  const headers = error.kind === 'rateLimited' ? { 'retry-after': '60' } : undefined;
  return new HttpError(status, code, error.message, undefined, headers);
}
