import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { HttpError } from '../../../http/http-error';
import { createSignIn, deleteSignIn, findSignedInUser, signInCookieName, signInLifetimeMs } from '../services/sign-ins';
import type { UserRow } from '../services/users';

const userCache = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The signed-in user of this request, looked up once per request. */
export function currentUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow | undefined> {
  let cached = userCache.get(request);
  if (!cached) {
    const token = request.cookies[signInCookieName];
    cached = token ? findSignedInUser(ctx.db, token, ctx.signInCache) : Promise.resolve(undefined);
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

/** Starts a fresh sign-in (the old one, if any, is deleted: rotation at login). */
export async function startSignIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const previous = request.cookies[signInCookieName];
  if (previous) await deleteSignIn(ctx.db, previous);
  const { token } = await createSignIn(ctx.db, userId);
  reply.setCookie(signInCookieName, token, { ...cookieOptions(ctx), maxAge: signInLifetimeMs / 1000 });
}

export async function endSignIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[signInCookieName];
  if (token) await deleteSignIn(ctx.db, token);
  reply.clearCookie(signInCookieName, cookieOptions(ctx));
}
