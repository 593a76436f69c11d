import { paymentSuccessRequestSchema, paymentSuccessResponseSchema } from '@kurio/shared/checkout';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { findUserById, toApiUser } from '../../accounts/public';
import { currentUser } from '../../accounts/routes/public';
import { conflict, DomainError, notFound } from '../../domain-error';
import { fulfilCheckout } from '../services/fulfil-checkout';

/** POST /api/stripe/handle_payment_success (form-encoded csId): confirms with the provider, then grants. */
export function registerPaymentSuccessRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/stripe/handle_payment_success',
    {
      schema: {
        tags: ['payments'],
        body: paymentSuccessRequestSchema,
        response: { 200: paymentSuccessResponseSchema },
      },
    },
    async (request) => {
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
      return { user: fresh ? toApiUser(fresh) : null, purchase: result.session.kind };
    },
  );
}
