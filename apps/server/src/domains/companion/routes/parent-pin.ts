import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { requireUser } from '../../accounts/routes/public';
import { checkPin, pinStatus, setPin } from '../services/parent-pin';

/** The parent PIN in front of the grown-up screens (decision 147). */
export function registerPinRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.companion.pin, async (request) => {
    const user = await requireUser(ctx, request);
    return pinStatus(ctx.db, user.id);
  });

  handle(app, routes.companion.setPin, async (request) => {
    const user = await requireUser(ctx, request);
    return setPin(ctx.db, user, request.body);
  });

  handle(app, routes.companion.checkPin, async (request) => {
    const user = await requireUser(ctx, request);
    return checkPin(ctx.db, user.id, request.body.pin);
  });
}
