import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { HttpError } from '../../../http/http-error';
import {
  createSession,
  deleteSession,
  findSessionUser,
  sessionCookieName,
  sessionLifetimeMs,
} from '../services/sessions';
import type { UserRow } from '../services/users';

const userCache = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The signed-in user of this request, looked up once per request. */
export function currentUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow | undefined> {
  let cached = userCache.get(request);
  if (!cached) {
    const token = request.cookies[sessionCookieName];
    cached = token ? findSessionUser(ctx.db, token, ctx.sessionCache) : Promise.resolve(undefined);
    userCache.set(request, cached);
  }
  return cached;
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(ctx, request);
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  return user;
}

function cookieOptions(ctx: AppContext) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.PUBLIC_URL.startsWith('https://'),
  };
}

/** Starts a fresh session (the old one, if any, is deleted: rotation at login). */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const previous = request.cookies[sessionCookieName];
  if (previous) await deleteSession(ctx.db, previous);
  const { token } = await createSession(ctx.db, userId);
  reply.setCookie(sessionCookieName, token, { ...cookieOptions(ctx), maxAge: sessionLifetimeMs / 1000 });
}

export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[sessionCookieName];
  if (token) await deleteSession(ctx.db, token);
  reply.clearCookie(sessionCookieName, cookieOptions(ctx));
}
