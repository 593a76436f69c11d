import multipart from '@fastify/multipart';
import { routes } from '@kurio/shared/api/routes';
import { proCheckoutRequestSchema } from '@kurio/shared/checkout';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { HttpError } from '../../../http/http-error';
import { clientIp, currentUser, enforceRateLimits, requireUser } from '../../accounts/routes/public';
import { conflict } from '../../domain-error';
import { startGuideCheckout, startProCheckout } from '../services/start-checkout';
import { readOrderForm } from './order-form';

const checkoutsPerIp = { limit: 30, windowMs: 60 * 60_000 };

/** Multipart for the interview guide order, JSON for Pro (routes.payment.startCheckout). */
export async function registerCheckoutRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Scoped so multipart parsing exists only on this route.
  await app.register(async (scope) => {
    await scope.register(multipart);
    handle(
      scope,
      routes.payment.startCheckout,
      async (request) => {
        await enforceRateLimits(ctx, [{ key: `checkout:ip:${clientIp(request)}`, rule: checkoutsPerIp }]);
        if (request.isMultipart()) {
          const { fields, upload } = await readOrderForm(request);
          const user = await currentUser(ctx, request);
          return startGuideCheckout(
            ctx.db,
            ctx.payments,
            ctx.config.PUBLIC_URL,
            { ...fields, userId: user?.id },
            upload,
          );
        }
        // Checked here rather than by a route schema: after the rate limit, with a message about the plan.
        const parsed = proCheckoutRequestSchema.safeParse(request.body);
        if (!parsed.success)
          throw new HttpError(400, 'validation', 'Choose the Pro plan and a monthly or yearly interval.');
        const user = await requireUser(ctx, request);
        const result = await startProCheckout(ctx.db, ctx.payments, ctx.config.PUBLIC_URL, user, parsed.data.interval);
        if (result === 'alreadySubscribed') {
          throw conflict('You already have Pro. Use Manage subscription to change your plan.', 'alreadySubscribed');
        }
        return result;
      },
      {
        description:
          'Interview guide: multipart/form-data with role, timeframe, email and an optional prepMaterial file ' +
          '(PDF, DOC, DOCX or TXT, at most 10 MB). Pro: JSON {"plan":"pro","interval":"monthly"|"yearly"}, signed in. ' +
          'Answers the checkout page to redirect to.',
      },
    );
  });
}
