import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { registerBillingRoutes } from './billing';
import { registerCheckoutRoute } from './checkout';
import { registerPaymentSuccessRoute } from './payment-success';
import { registerTestCheckoutRoutes } from './test-checkout';
import { registerWebhookRoute } from './webhook';

export async function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerCheckoutRoute(app, ctx);
  registerPaymentSuccessRoute(app, ctx);
  await registerWebhookRoute(app, ctx);
  registerBillingRoutes(app, ctx);
  registerTestCheckoutRoutes(app, ctx);
}
