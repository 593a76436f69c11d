import type { ErrorCode } from '@kurio/shared/errors';

/**
 * What went wrong, in the domain's terms. Services throw these and know nothing of HTTP; the error handler at
 * the edge (http/error-body.ts) turns each kind into a status code and the API's error body.
 */
export type DomainErrorKind =
  /** The thing asked for does not exist, or is not the caller's. */
  | 'notFound'
  /** It clashes with what exists or has already happened. */
  | 'conflict'
  /** The plan does not allow it (free card cap, Pro-only features). */
  | 'notAllowed'
  /** A usage quota is used up until `retryAfterSeconds` from now. */
  | 'quotaUsedUp'
  /** The input is well-formed but wrong for this case; `fieldErrors` says where. */
  | 'invalid'
  /** The credentials do not identify anyone. */
  | 'notAuthenticated'
  /** It was possible once and no longer is (an expired checkout). */
  | 'gone'
  /** Something the server needs is not set up. */
  | 'unavailable';

export interface DomainErrorDetails {
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** An error whose message is written for the user. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string, code = 'notFound') => new DomainError('notFound', code, message);
export const conflict = (message: string, code = 'conflict', details?: DomainErrorDetails) =>
  new DomainError('conflict', code, message, details);
export const invalid = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError('invalid', 'validation', message, { fieldErrors });
