import { normalizeEmail } from '@kurio/shared/email';
import {
  authMessages,
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
import { HttpError } from '../../../http/http-error';
import { clientIp, enforceRateLimits } from '../../../http/rate-limit';
import { currentUser, endSession, startSession } from '../../../http/session';
import { GoogleTokenError } from '../services/google';
import { findOrCreateGoogleUser } from '../services/google-users';
import { hashPassword, verifyPassword } from '../services/passwords';
import { findUserByEmail, insertUser, toApiUser } from '../services/users';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  routes.post(
    '/api/user/signup',
    { schema: { tags, body: signupRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      await enforceRateLimits(ctx, [{ key: `signup:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.signupPerIp }]);
      const { name, email, password } = request.body;
      const user = await insertUser(ctx.db, { name, email, passwordHash: await hashPassword(password) });
      if (!user) {
        throw new HttpError(409, 'emailAlreadyUsed', authMessages.emailAlreadyUsed, {
          email: authMessages.emailAlreadyUsed,
        });
      }
      await startSession(ctx, request, reply, user.id);
      return { user: toApiUser(user) };
    },
  );

  routes.post(
    '/api/user/login',
    { schema: { tags, body: loginRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await enforceRateLimits(ctx, [
        { key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp },
        { key: `login:email:${normalizeEmail(email)}`, rule: ctx.rateLimitRules.loginPerEmail },
      ]);
      const user = await findUserByEmail(ctx.db, email);
      if (!user)
        throw new HttpError(401, 'emailNotFound', authMessages.emailNotFound, { email: authMessages.emailNotFound });
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
        throw new HttpError(401, 'invalidPassword', authMessages.invalidPassword, {
          password: authMessages.invalidPassword,
        });
      }
      await startSession(ctx, request, reply, user.id);
      return { user: toApiUser(user) };
    },
  );

  routes.post(
    '/api/user/login_3rd_party',
    { schema: { tags, body: googleLoginRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      if (!ctx.googleVerifier) {
        throw new HttpError(503, 'googleNotConfigured', 'Sign-in with Google is not set up on this server.');
      }
      await enforceRateLimits(ctx, [{ key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp }]);
      const { credential } = request.body;
      if (!credential) throw new HttpError(401, 'googleTokenInvalid', 'Google sign-in needs a token from Google.');
      let identity: Awaited<ReturnType<NonNullable<AppContext['googleVerifier']>>>;
      try {
        identity = await ctx.googleVerifier(credential);
      } catch (error) {
        if (error instanceof GoogleTokenError) {
          request.log.info({ reason: error.message }, 'google token refused');
          throw new HttpError(401, 'googleTokenInvalid', 'Google sign-in could not be verified. Please try again.');
        }
        throw error;
      }
      const user = await findOrCreateGoogleUser(ctx.db, identity);
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
