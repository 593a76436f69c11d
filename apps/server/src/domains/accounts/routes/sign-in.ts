import { normalizeEmail } from '@kurio/shared/email';
import {
  googleLoginRequestSchema,
  loginRequestSchema,
  okResponseSchema,
  signupRequestSchema,
  userResponseSchema,
  userStatusResponseSchema,
} from '@kurio/shared/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { logIn, signInWithGoogle, signUp } from '../services/sign-in';
import { toApiUser } from '../services/users';
import { clientIp, enforceRateLimits } from './rate-limit';
import { currentUser, endSession, startSession } from './session';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  routes.post(
    '/api/user/signup',
    { schema: { tags, body: signupRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      await enforceRateLimits(ctx, [{ key: `signup:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.signupPerIp }]);
      const user = await signUp(ctx.db, request.body);
      await startSession(ctx, request, reply, user.id);
      return { user: toApiUser(user) };
    },
  );

  routes.post(
    '/api/user/login',
    { schema: { tags, body: loginRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      await enforceRateLimits(ctx, [
        { key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp },
        { key: `login:email:${normalizeEmail(request.body.email)}`, rule: ctx.rateLimitRules.loginPerEmail },
      ]);
      const user = await logIn(ctx.db, request.body);
      await startSession(ctx, request, reply, user.id);
      return { user: toApiUser(user) };
    },
  );

  routes.post(
    '/api/user/login_3rd_party',
    { schema: { tags, body: googleLoginRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      if (ctx.googleVerifier) {
        await enforceRateLimits(ctx, [{ key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp }]);
      }
      const user = await signInWithGoogle(ctx.db, ctx.googleVerifier, request.body.credential, (reason) =>
        request.log.info({ reason }, 'google token refused'),
      );
      await startSession(ctx, request, reply, user.id);
      return { user: toApiUser(user) };
    },
  );

  routes.get('/api/user/status', { schema: { tags, response: { 200: userStatusResponseSchema } } }, async (request) => {
    const user = await currentUser(ctx, request);
    return { user: user ? toApiUser(user) : null };
  });

  routes.post('/api/user/logout', { schema: { tags, response: { 200: okResponseSchema } } }, async (request, reply) => {
    await endSession(ctx, request, reply);
    return { ok: true as const };
  });
}
