import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { requireUser } from '../../accounts/routes/public';
import { getChildProfile, saveChildProfile } from '../services/child-profile';

/** The child profile that fills the {childName}-style placeholders of every character's prompt. */
export function registerChildProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.companion.childProfile, async (request) => {
    const user = await requireUser(ctx, request);
    return { child: await getChildProfile(ctx.db, user.id) };
  });

  handle(app, routes.companion.saveChildProfile, async (request) => {
    const user = await requireUser(ctx, request);
    return { child: await saveChildProfile(ctx.db, user.id, request.body) };
  });
}
