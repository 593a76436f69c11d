import { routes } from '@kurio/shared/api/routes';
import { normalizeEmail } from '@kurio/shared/email';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { logIn, signInWithGoogle, signUp } from '../services/sign-in';
import { toApiUser } from '../services/users';
import { clientIp, enforceRateLimits } from './rate-limit';
import { currentUser, endSignIn, startSignIn } from './sign-in-cookie';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.account.signUp, async (request, reply) => {
    await enforceRateLimits(ctx, [{ key: `signup:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.signupPerIp }]);
    const user = await signUp(ctx.db, request.body);
    await startSignIn(ctx, request, reply, user.id);
    return { user: toApiUser(user) };
  });

  handle(app, routes.account.signIn, async (request, reply) => {
    await enforceRateLimits(ctx, [
      { key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp },
      { key: `login:email:${normalizeEmail(request.body.email)}`, rule: ctx.rateLimitRules.loginPerEmail },
    ]);
    const user = await logIn(ctx.db, request.body);
    await startSignIn(ctx, request, reply, user.id);
    return { user: toApiUser(user) };
  });

  handle(app, routes.account.signInWithGoogle, async (request, reply) => {
    if (ctx.googleVerifier) {
      await enforceRateLimits(ctx, [{ key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp }]);
    }
    const user = await signInWithGoogle(ctx.db, ctx.googleVerifier, request.body.credential, (reason) =>
      request.log.info({ reason }, 'google token refused'),
    );
    await startSignIn(ctx, request, reply, user.id);
    return { user: toApiUser(user) };
  });

  handle(app, routes.account.signedInUser, async (request) => {
    const user = await currentUser(ctx, request);
    return { user: user ? toApiUser(user) : null };
  });

  handle(app, routes.account.signOut, async (request, reply) => {
    await endSignIn(ctx, request, reply);
    return { ok: true as const };
  });
}
