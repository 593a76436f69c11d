import { resolveTimeZone } from '@kurio/shared/local-time';
import type { FastifyInstance } from 'fastify';

/** The cookie that carries the browser's time zone to page requests, which have no `X-Time-Zone` header. */
export const timeZoneCookie = 'tz';

const yearSeconds = 365 * 24 * 60 * 60;

/**
 * Keeps the time zone the browser sends with its API calls in a cookie, so a page the server renders for the
 * learner (rendered-pages.ts) counts "today" in their time, not the server's.
 */
export function registerTimeZoneCookie(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-time-zone'];
    if (!header) return;
    const timeZone = resolveTimeZone(header);
    if (request.cookies[timeZoneCookie] === timeZone) return;
    reply.setCookie(timeZoneCookie, timeZone, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: yearSeconds,
    });
  });
}
