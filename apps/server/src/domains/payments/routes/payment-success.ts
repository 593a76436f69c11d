import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { findUserById, toApiUser } from '../../accounts/public';
import { currentUser } from '../../accounts/routes/public';
import { conflict, DomainError, notFound } from '../../domain-error';
import { fulfilCheckout } from '../services/fulfil-checkout';

/** Form-encoded csId (routes.payment.confirmCheckout): confirms with the provider, then grants. */
export function registerPaymentSuccessRoute(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.payment.confirmCheckout, async (request) => {
    const user = await currentUser(ctx, request);
    const result = await fulfilCheckout(ctx.db, ctx.payments, request.body.csId, { userId: user?.id });
    if (result.outcome === 'unknown') throw notFound('No such checkout.');
    if (result.outcome === 'expired') {
      throw new DomainError(
        'gone',
        'checkoutExpired',
        'This checkout expired or was cancelled before payment, so nothing was charged. Please start a new checkout.',
      );
    }
    if (result.outcome === 'unpaid') {
      throw conflict('This checkout has not been paid yet.', 'paymentIncomplete');
    }
    const fresh = user ? await findUserById(ctx.db, user.id) : undefined;
    return { user: fresh ? toApiUser(fresh) : null, purchase: result.checkout.kind };
  });
}
