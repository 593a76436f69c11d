import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { HttpError } from '../../../http/http-error';
import { hitRateLimit, type RateLimitRule } from '../services/rate-limits';

/** Counts one hit against each key and refuses with a clear 429 once any is over its limit. */
export async function enforceRateLimits(
  ctx: AppContext,
  checks: { key: string; rule: RateLimitRule }[],
): Promise<void> {
  for (const { key, rule } of checks) {
    const result = await hitRateLimit(ctx.db, key, rule);
    if (!result.allowed) {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      throw new HttpError(
        429,
        'rateLimited',
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        undefined,
        { 'retry-after': String(result.retryAfterSeconds) },
      );
    }
  }
}

export const clientIp = (request: FastifyRequest) => request.ip;
