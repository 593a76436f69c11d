import { routes } from '@kurio/shared/api/routes';
import { resolveTimeZone } from '@kurio/shared/local-time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { requireUser } from '../../accounts/routes/public';
import { addChild, deleteChild, listChildren, updateChild } from '../services/children';

/**
 * The children a parent adds in the parents area; each has their own history, replies that fit their age, and
 * limits in the parent's time zone (the browser's, sent with the save).
 */
export function registerChildRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.companion.listChildren, async (request) => {
    const user = await requireUser(ctx, request);
    return { children: await listChildren(ctx.db, user.id, ctx.clock()) };
  });

  handle(app, routes.companion.addChild, async (request) => {
    const user = await requireUser(ctx, request);
    const timeZone = resolveTimeZone(request.headers['x-time-zone']);
    return { child: await addChild(ctx.db, user.id, { ...request.body, timeZone }, ctx.clock()) };
  });

  handle(app, routes.companion.updateChild, async (request) => {
    const user = await requireUser(ctx, request);
    const timeZone = resolveTimeZone(request.headers['x-time-zone']);
    return { child: await updateChild(ctx.db, user.id, request.params.id, { ...request.body, timeZone }, ctx.clock()) };
  });

  handle(app, routes.companion.deleteChild, async (request) => {
    const user = await requireUser(ctx, request);
    await deleteChild(ctx.db, user.id, request.params.id);
    return { deleted: 1 };
  });
}
