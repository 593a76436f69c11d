import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe, stripeEnv } from '../../../../test/helpers/fake-stripe-server';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

// Stripe retries webhooks and does not order them: each must leave the membership that Stripe's current
// state says, whatever arrived before it.
let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ env: stripeEnv(stripe) });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const free = { plan: 0, subscription: 3, expireAt: -1 };

const membership = async (sid: string) =>
  (await t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) })).json().user.membership;

const deliver = async (event: { payload: string; signature: string }) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { duplicate: boolean };
};

/** A Pro checkout paid on Stripe's page; its webhooks are the test's to deliver. */
async function paidCheckout(sid: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: withSignIn(sid),
    payload: { plan: 'pro', interval: 'monthly' },
  });
  expect(response.statusCode).toBe(200);
  const sessionId = (response.json().url as string).split('/').at(-1)!;
  const subscriptionId = stripe.pay(sessionId).subscription as string;
  return {
    sessionId,
    subscriptionId,
    completed: stripe.signedEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session' }),
    deleted: () => stripe.signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }),
    invoice: (type: string, id: string) =>
      stripe.signedEvent(type, {
        id,
        object: 'invoice',
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
  };
}

describe('Stripe webhooks delivered twice or out of order', () => {
  it('subscription.deleted before checkout.session.completed leaves the user free, and so do their retries', async () => {
    const { sid } = await signUp(t.app);
    const checkout = await paidCheckout(sid);
    stripe.updateSubscription(checkout.subscriptionId, { status: 'canceled' });
    const deleted = checkout.deleted();
    await deliver(deleted);
    expect(await membership(sid)).toEqual(free);
    await deliver(checkout.completed);
    expect(await membership(sid)).toEqual(free);
    expect(await deliver(deleted)).toEqual({ received: true, duplicate: true });
    expect(await deliver(checkout.completed)).toEqual({ received: true, duplicate: true });
    expect(await membership(sid)).toEqual(free);
  });

  it('an old invoice.paid arriving after a newer invoice.payment_failed does not bring Pro back', async () => {
    const { sid } = await signUp(t.app);
    const checkout = await paidCheckout(sid);
    await deliver(checkout.completed);
    expect((await membership(sid)).plan).toBe(1);
    const oldPaid = checkout.invoice('invoice.paid', 'in_old');
    stripe.updateSubscription(checkout.subscriptionId, { status: 'past_due' });
    await deliver(checkout.invoice('invoice.payment_failed', 'in_new'));
    expect(await membership(sid)).toEqual(free);
    await deliver(oldPaid);
    expect(await membership(sid)).toEqual(free);
  });

  it("a late event about a cancelled subscription does not end the user's newer one", async () => {
    const { sid } = await signUp(t.app);
    const first = await paidCheckout(sid);
    await deliver(first.completed);
    stripe.updateSubscription(first.subscriptionId, { status: 'canceled' });
    await deliver(first.deleted());
    expect(await membership(sid)).toEqual(free);

    const periodEnd = Date.now() + 30 * 86_400_000;
    const second = await paidCheckout(sid);
    stripe.updateSubscription(second.subscriptionId, { status: 'active', periodEnd });
    await deliver(second.completed);
    const pro = { plan: 1, subscription: 1, expireAt: Math.floor(periodEnd / 1000) * 1000 };
    expect(await membership(sid)).toEqual(pro);

    // Stripe retries the old cancellation (a new event id) and an old invoice of the first subscription.
    await deliver(first.deleted());
    await deliver(first.invoice('invoice.payment_failed', 'in_first'));
    expect(await membership(sid)).toEqual(pro);
  });
});
