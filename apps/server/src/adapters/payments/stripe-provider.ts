import { interviewGuide, proPlan } from '@kurio/shared/pricing';
import Stripe from 'stripe';
import type { Config } from '../../config';
import {
  type CheckoutInput,
  type PaymentEvent,
  type PaymentsProvider,
  type ProviderSubscription,
  WebhookSignatureError,
} from './payments-provider';

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const checkoutEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const invoiceEvents = new Set(['invoice.paid', 'invoice.payment_failed', 'invoice.payment_succeeded']);

function clientFor(config: Config): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    interval: item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly',
    status: subscription.status,
    currentPeriodEnd: (item?.current_period_end ?? 0) * 1000,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    userId: subscription.metadata?.userId || undefined,
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** The configured Stripe price for what is bought, or an inline price from the shared price list. */
function lineItem(config: Config, input: CheckoutInput): Stripe.Checkout.SessionCreateParams.LineItem {
  if (input.kind === 'guide') {
    if (config.STRIPE_PRICE_GUIDE) return { price: config.STRIPE_PRICE_GUIDE, quantity: 1 };
    return {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: interviewGuide.priceCents,
        product_data: { name: interviewGuide.name },
      },
    };
  }
  const yearly = input.interval === 'yearly';
  const price = yearly ? config.STRIPE_PRICE_YEARLY : config.STRIPE_PRICE_MONTHLY;
  if (price) return { price, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: proPlan.priceCents[yearly ? 'yearly' : 'monthly'],
      recurring: { interval: yearly ? 'year' : 'month' },
      product_data: { name: `Kurio ${proPlan.name}` },
    },
  };
}

/** A checkout for a Pro subscription (with its trial) or a one-off payment, tagged with whom it is for. */
function checkoutParams(config: Config, input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    kind: input.kind,
    ...(input.userId && { userId: input.userId }),
    ...(input.orderId && { orderId: input.orderId }),
  };
  return {
    mode: input.kind === 'pro' ? 'subscription' : 'payment',
    line_items: [lineItem(config, input)],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    client_reference_id: input.userId ?? input.orderId,
    metadata,
    ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
    ...(input.kind === 'pro' && {
      subscription_data: { trial_period_days: proPlan.trialDays, metadata },
    }),
  };
}

export function createStripeProvider(config: Config): PaymentsProvider {
  const stripe = clientFor(config);
  return {
    mode: 'stripe',

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(checkoutParams(config, input));
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(id) {
      try {
        const session = await stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] });
        const complete =
          session.status === 'complete' &&
          (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
        const subscription =
          session.subscription && typeof session.subscription !== 'string'
            ? toSubscription(session.subscription)
            : undefined;
        return { id: session.id, complete, expired: session.status === 'expired', subscription };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async retrieveSubscription(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async createPortal(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },

    async verifyWebhook(rawBody, signature) {
      const secret = config.STRIPE_WEBHOOK_SECRET;
      if (!secret || !signature) throw new WebhookSignatureError('missing signature or secret');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, secret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return toPaymentEvent(event);
    },
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { id: string; subscription?: unknown; parent?: unknown };
  if (checkoutEvents.has(event.type)) return { id: event.id, type: 'checkout.completed', checkoutId: object.id };
  if (event.type === 'checkout.session.expired')
    return { id: event.id, type: 'checkout.expired', checkoutId: object.id };
  if (subscriptionEvents.has(event.type))
    return { id: event.id, type: 'subscription.changed', subscriptionId: object.id };
  if (invoiceEvents.has(event.type)) {
    const invoice = object as Stripe.Invoice;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (subscriptionId) return { id: event.id, type: 'subscription.changed', subscriptionId };
  }
  return { id: event.id, type: 'ignored', name: event.type };
}
