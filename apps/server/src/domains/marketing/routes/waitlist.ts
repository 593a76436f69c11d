import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { clientIp, enforceRateLimits } from '../../accounts/routes/public';
import { joinWaitlist } from '../services/waitlist';

const joinsPerIp = { limit: 20, windowMs: 60 * 60_000 };

/** docs/product.md §7 waitlist signup; the answer is the same whether or not the address was already there. */
export function registerWaitlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.marketing.joinWaitlist, async (request) => {
    await enforceRateLimits(ctx, [{ key: `waitlist:ip:${clientIp(request)}`, rule: joinsPerIp }]);
    await joinWaitlist(ctx.db, request.body.email);
    return { ok: true as const };
  });
}
