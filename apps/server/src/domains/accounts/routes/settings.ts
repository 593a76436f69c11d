import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { proofFor } from '../services/account-holder';
import { changePassword, deleteUser, needsPassword, renameUser } from '../services/account-settings';
import { exportUserData } from '../services/export-data';
import { toApiUser, type UserRow } from '../services/users';
import { googleCheck } from './google-check';
import { clientIp, enforceRateLimits } from './rate-limit';
import { endSignIn, requireUser } from './sign-in-cookie';

/** Account settings: name, password (and how to prove it is the holder), export everything, delete everything. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Checking a password is limited like logging in, so settings cannot be used to guess one. */
  const limitPasswordTries = async (request: FastifyRequest, user: UserRow) => {
    if (!needsPassword(user)) return;
    await enforceRateLimits(ctx, [{ key: `login:ip:${clientIp(request)}`, rule: ctx.rateLimitRules.loginPerIp }]);
  };

  handle(app, routes.account.changeName, async (request) => {
    const user = await requireUser(ctx, request);
    return { user: toApiUser(await renameUser(ctx.db, user.id, request.body.name)) };
  });

  handle(app, routes.account.holderProof, async (request) => {
    const user = await requireUser(ctx, request);
    return { confirmWith: proofFor(user) };
  });

  handle(app, routes.account.changePassword, async (request) => {
    const user = await requireUser(ctx, request);
    await limitPasswordTries(request, user);
    await changePassword(ctx.db, user, request.body, googleCheck(ctx, request));
    return { ok: true as const };
  });

  handle(app, routes.account.exportData, async (request, reply) => {
    const user = await requireUser(ctx, request);
    reply.header('content-disposition', 'attachment; filename="kurio-export.json"');
    return exportUserData(ctx.db, user);
  });

  handle(app, routes.account.delete, async (request, reply) => {
    const user = await requireUser(ctx, request);
    await limitPasswordTries(request, user);
    await deleteUser(ctx.db, user, request.body, googleCheck(ctx, request));
    await endSignIn(ctx, request, reply);
    return { ok: true as const };
  });
}
