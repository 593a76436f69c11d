import { waitlistRequestSchema, waitlistResponseSchema } from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { clientIp, enforceRateLimits } from '../../accounts/routes/public';
import { joinWaitlist } from '../services/waitlist';

const joinsPerIp = { limit: 20, windowMs: 60 * 60_000 };

/** docs/product.md §7 waitlist signup; the answer is the same whether or not the address was already there. */
export function registerWaitlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/test/kurio',
      { schema: { tags: ['waitlist'], body: waitlistRequestSchema, response: { 200: waitlistResponseSchema } } },
      async (request) => {
        await enforceRateLimits(ctx, [{ key: `waitlist:ip:${clientIp(request)}`, rule: joinsPerIp }]);
        await joinWaitlist(ctx.db, request.body.email);
        return { ok: true as const };
      },
    );
}
