import type { BillingInterval } from '@kurio/shared/pricing';

export type PurchaseKind = 'pro' | 'guide';

export interface CheckoutInput {
  kind: PurchaseKind;
  /** Pro only. */
  interval?: BillingInterval;
  email: string;
  userId?: string;
  orderId?: string;
  /** The provider's customer id from an earlier subscription, so Stripe keeps one customer per user. */
  customerId?: string;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider reports it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  interval: BillingInterval;
  /** Stripe's statuses: trialing, active, past_due, canceled, unpaid, incomplete, … */
  status: string;
  /** Epoch ms. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** The Kurio user it was bought for (kept in the provider's metadata). */
  userId?: string;
}

export interface ProviderCheckout {
  id: string;
  /** Paid, or nothing to pay yet (a free trial). */
  complete: boolean;
  /** Closed unpaid for good: Stripe expired it, or the test-mode page cancelled it. */
  expired: boolean;
  subscription?: ProviderSubscription;
}

/** A verified webhook, reduced to what Kurio acts on; the service re-reads the object from the provider. */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed'; checkoutId: string }
  | { id: string; type: 'checkout.expired'; checkoutId: string }
  | { id: string; type: 'subscription.changed'; subscriptionId: string }
  | { id: string; type: 'ignored'; name: string };

export class WebhookSignatureError extends Error {}

/** One interface, two providers: Stripe, and the built-in test mode used when no Stripe key is set. */
export interface PaymentsProvider {
  readonly mode: 'stripe' | 'test';
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** undefined when the provider does not know the checkout. */
  retrieveCheckout(id: string): Promise<ProviderCheckout | undefined>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | undefined>;
  /** Where a subscriber changes or cancels their plan. */
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  /** Throws WebhookSignatureError unless the body is signed with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}
