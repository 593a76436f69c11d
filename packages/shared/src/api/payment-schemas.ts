// By namespace: the route table names each of these schemas, and a second list of them here would only repeat it.
import * as checkout from '../checkout';
import * as user from '../user';

export const paymentSchemas = {
  startCheckout: { jsonBody: checkout.proCheckoutRequestSchema, response: checkout.checkoutResponseSchema },
  confirmCheckout: { body: checkout.paymentSuccessRequestSchema, response: checkout.paymentSuccessResponseSchema },
  webhook: { response: checkout.webhookReceiptSchema },
  subscription: { response: checkout.subscriptionStatusSchema },
  openBillingPortal: { response: checkout.checkoutResponseSchema },
  testCheckout: { params: checkout.testCheckoutParamsSchema, response: checkout.testCheckoutSchema },
  completeTestCheckout: { params: checkout.testCheckoutParamsSchema, response: checkout.checkoutResponseSchema },
  cancelTestCheckout: { params: checkout.testCheckoutParamsSchema, response: checkout.checkoutResponseSchema },
  setTestCancelAtPeriodEnd: { body: checkout.testPortalRequestSchema, response: user.okResponseSchema },
};
