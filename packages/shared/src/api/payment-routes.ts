import type {
  checkoutResponseSchema,
  paymentSuccessRequestSchema,
  paymentSuccessResponseSchema,
  proCheckoutRequestSchema,
  subscriptionStatusSchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  testPortalRequestSchema,
  webhookReceiptSchema,
} from '../checkout';
import type { okResponseSchema } from '../user';
import { defineRoutes, get, post } from './route';

/** The page to send the browser to next. */
type Redirect = { response: typeof checkoutResponseSchema };
type OfTestCheckout = { params: typeof testCheckoutParamsSchema };

/**
 * Pro checkout, the interview-guide order, billing and the payment provider's calls. The `…TestCheckout` and
 * `setTestCancelAtPeriodEnd` routes are the built-in test-mode provider's hosted pages: they exist only while no
 * Stripe key is set.
 */
export const paymentRoutes = defineRoutes('payment', {
  /**
   * Starts a checkout and answers its payment page. The interview-guide order is multipart (role, timeframe,
   * email and an optional prepMaterial file), Pro is JSON and needs a sign-in; the handler tells them apart by
   * content type.
   */
  startCheckout: post<Redirect & { jsonBody: typeof proCheckoutRequestSchema }>(
    '/api/create-checkout-session',
    'multipart',
  ),
  /** Asks the provider whether the checkout (`csId`) was paid, then grants what it bought. */
  confirmCheckout: post<{ body: typeof paymentSuccessRequestSchema; response: typeof paymentSuccessResponseSchema }>(
    '/api/stripe/handle_payment_success',
    'form',
  ),
  /** Stripe's signed events; the handler reads the raw body, whose exact bytes the signature covers. */
  webhook: post<{ response: typeof webhookReceiptSchema }>('/api/stripe/webhook'),
  subscription: get<{ response: typeof subscriptionStatusSchema }>('/api/billing/subscription'),
  /** The provider's page where the learner changes or cancels the plan. */
  openBillingPortal: post<Redirect>('/api/billing/portal', 'none'),
  testCheckout: get<OfTestCheckout & { response: typeof testCheckoutSchema }>('/api/checkout/test/:id'),
  completeTestCheckout: post<OfTestCheckout & Redirect>('/api/checkout/test/:id/complete', 'none'),
  cancelTestCheckout: post<OfTestCheckout & Redirect>('/api/checkout/test/:id/cancel', 'none'),
  /** The test-mode portal: end the subscription at the period's end, or resume it. */
  setTestCancelAtPeriodEnd: post<{ body: typeof testPortalRequestSchema; response: typeof okResponseSchema }>(
    '/api/checkout/test/portal',
  ),
});
