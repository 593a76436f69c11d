import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import { WebhookSignatureError } from '../../../adapters/payments/payments-provider';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { HttpError } from '../../../http/http-error';
import { processPaymentEvent } from '../services/webhooks';

/** Stripe's signed events (renewals, cancellations, failed payments): routes.payment.webhook. */
export async function registerWebhookRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes, so this route keeps the body raw.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    handle(
      scope,
      routes.payment.webhook,
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'badRequest', 'Expected a JSON event body.');
        const signature = request.headers['stripe-signature'];
        let event: Awaited<ReturnType<typeof ctx.payments.verifyWebhook>>;
        try {
          event = await ctx.payments.verifyWebhook(request.body, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, 'webhook refused');
            throw new HttpError(400, 'invalidSignature', 'The webhook signature did not verify.');
          }
          throw error;
        }
        const result = await processPaymentEvent(ctx.db, ctx.payments, event);
        return { received: true as const, duplicate: result === 'duplicate' };
      },
      { description: 'Stripe webhook endpoint; needs the Stripe-Signature header.' },
    );
  });
}
