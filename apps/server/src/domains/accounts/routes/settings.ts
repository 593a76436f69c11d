import {
  accountExportSchema,
  accountMessages,
  changeNameRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
} from '@kurio/shared/account';
import { okResponseSchema, userResponseSchema } from '@kurio/shared/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema/index';
import { HttpError } from '../../../http/http-error';
import { clientIp, enforceRateLimits } from '../../../http/rate-limit';
import { endSession, requireUser } from '../../../http/session';
import { exportUserData } from '../services/export-data';
import { hashPassword, verifyPassword } from '../services/passwords';
import { toApiUser, type UserRow } from '../services/users';

const wrongPassword = () =>
  new HttpError(401, 'invalidPassword', accountMessages.currentPasswordWrong, {
    currentPassword: accountMessages.currentPasswordWrong,
  });

/** Account settings: name, password, export everything, delete everything. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  /** Password accounts prove it is them; Google-only accounts have no password to check. */
  async function checkPassword(request: Parameters<typeof clientIp>[0], user: UserRow, password: string) {
    if (!user.passwordHash) return;
    await enforceRateLimits(ctx, [{ key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp }]);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
  }

  routes.post(
    '/api/account/name',
    { schema: { tags, body: changeNameRequestSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const [row] = await ctx.db
        .update(users)
        .set({ name: request.body.name })
        .where(eq(users.id, user.id))
        .returning();
      return { user: toApiUser(row!) };
    },
  );

  routes.post(
    '/api/account/password',
    { schema: { tags, body: changePasswordRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      await checkPassword(request, user, request.body.currentPassword);
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.newPassword) })
        .where(eq(users.id, user.id));
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
      await checkPassword(request, user, request.body.password);
      await endSession(ctx, request, reply);
      // Every table that holds a user's rows references users(id) ON DELETE CASCADE (docs/decisions/061).
      await ctx.db.delete(users).where(eq(users.id, user.id));
      return { ok: true as const };
    },
  );
}
