import {
  accountExportSchema,
  changeNameRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
} from '@kurio/shared/account';
import { okResponseSchema, userResponseSchema } from '@kurio/shared/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { changePassword, deleteUser, needsPassword, renameUser } from '../services/account-settings';
import { exportUserData } from '../services/export-data';
import { toApiUser, type UserRow } from '../services/users';
import { clientIp, enforceRateLimits } from './rate-limit';
import { endSession, requireUser } from './session';

/** Account settings: name, password, export everything, delete everything. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  /** Checking a password is limited like logging in, so settings cannot be used to guess one. */
  const limitPasswordTries = async (request: FastifyRequest, user: UserRow) => {
    if (!needsPassword(user)) return;
    await enforceRateLimits(ctx, [{ key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp }]);
  };

  routes.post(
    '/api/account/name',
    { schema: { tags, body: changeNameRequestSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { user: toApiUser(await renameUser(ctx.db, user.id, request.body.name)) };
    },
  );

  routes.post(
    '/api/account/password',
    { schema: { tags, body: changePasswordRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      await limitPasswordTries(request, user);
      await changePassword(ctx.db, user, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const };
    },
  );

  routes.get(
    '/api/account/export',
    { schema: { tags, response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      reply.header('content-disposition', 'attachment; filename="kurio-export.json"');
      return exportUserData(ctx.db, user);
    },
  );

  routes.post(
    '/api/account/delete',
    { schema: { tags, body: deleteAccountRequestSchema, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await limitPasswordTries(request, user);
      await deleteUser(ctx.db, user, request.body.password);
      await endSession(ctx, request, reply);
      return { ok: true as const };
    },
  );
}
