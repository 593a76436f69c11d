import type { FastifyRequest } from 'fastify';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's IANA time zone from `x-time-zone`; UTC when absent or not a real zone. */
export function requestTimeZone(request: FastifyRequest): string {
  const header = request.headers['x-time-zone'];
  const value = typeof header === 'string' ? header.trim() : '';
  return value.length > 0 && value.length <= 64 && isTimeZone(value) ? value : 'UTC';
}
