import {
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
import { okResponseSchema } from '../user';

export const paymentSchemas = {
  startCheckout: { jsonBody: proCheckoutRequestSchema, response: checkoutResponseSchema },
  confirmCheckout: { body: paymentSuccessRequestSchema, response: paymentSuccessResponseSchema },
  webhook: { response: webhookReceiptSchema },
  subscription: { response: subscriptionStatusSchema },
  openBillingPortal: { response: checkoutResponseSchema },
  testCheckout: { params: testCheckoutParamsSchema, response: testCheckoutSchema },
  completeTestCheckout: { params: testCheckoutParamsSchema, response: checkoutResponseSchema },
  cancelTestCheckout: { params: testCheckoutParamsSchema, response: checkoutResponseSchema },
  setTestCancelAtPeriodEnd: { body: testPortalRequestSchema, response: okResponseSchema },
};
