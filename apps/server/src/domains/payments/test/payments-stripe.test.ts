import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe, stripeEnv } from '../../../../test/helpers/fake-stripe-server';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { multipartBody } from '../../../../test/helpers/upload-samples';
import { checkouts, guideOrders } from '../../../db/schema/index';

let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      ...stripeEnv(stripe),
      SIGNUP_LIMIT_PER_HOUR: '100',
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function startPro(sid: string, interval: 'monthly' | 'yearly') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: withSignIn(sid),
    payload: { plan: 'pro', interval },
  });
  expect(response.statusCode).toBe(200);
  const { url } = response.json() as { url: string };
  const sessionId = url.split('/').at(-1)!;
  return { url, sessionId };
}

const confirm = (sid: string, csId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/handle_payment_success',
    headers: { ...withSignIn(sid), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csId }).toString(),
  });

const status = async (sid: string) =>
  (await t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) })).json().user.membership;

const deliver = (event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

describe('Stripe checkout through the real SDK', () => {
  it('creates a yearly Pro session with the 7-day trial, our return URLs and the user in metadata', async () => {
    const { sid, userId, email } = await signUp(t.app);
    const { url, sessionId } = await startPro(sid, 'yearly');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const request = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe('Bearer sk_test_kurio');
    const created = stripe.sessions.get(sessionId)!.created_with as {
      line_items: Record<string, { price_data: unknown }>;
    };
    expect(created).toMatchObject({
      mode: 'subscription',
      success_url: 'https://kurio.example/payment/success?cs_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://kurio.example/pricing',
      customer_email: email,
      client_reference_id: userId,
      subscription_data: { trial_period_days: '7', metadata: { userId, kind: 'pro' } },
    });
    expect(created.line_items['0']?.price_data).toMatchObject({
      currency: 'usd',
      unit_amount: '9900',
      recurring: { interval: 'year' },
    });
  });

  it('grants Pro only after Stripe says the session is complete, and a replay changes nothing', async () => {
    const { sid } = await signUp(t.app);
    const { sessionId } = await startPro(sid, 'monthly');

    const early = await confirm(sid, sessionId);
    expect(early.statusCode).toBe(409);
    expect((await status(sid)).plan).toBe(0);

    stripe.pay(sessionId);
    const paid = await confirm(sid, sessionId);
    expect(paid.statusCode).toBe(200);
    const membership = paid.json().user.membership;
    expect(membership).toMatchObject({ plan: 1, subscription: 1 });
    expect(membership.expireAt).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const again = await confirm(sid, sessionId);
    expect(again.json().user.membership).toEqual(membership);
  });

  it("refuses another user's or a made-up session id without changing anything", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const { sessionId } = await startPro(owner.sid, 'monthly');
    stripe.pay(sessionId);
    expect((await confirm(intruder.sid, sessionId)).statusCode).toBe(404);
    expect((await confirm(intruder.sid, 'cs_test_made_up')).statusCode).toBe(404);
    expect((await status(intruder.sid)).plan).toBe(0);
    expect((await status(owner.sid)).plan).toBe(0);
  });

  it('opens the customer portal for a subscriber and refuses a second subscription', async () => {
    const { sid } = await signUp(t.app);
    const { sessionId } = await startPro(sid, 'monthly');
    stripe.pay(sessionId);
    await confirm(sid, sessionId);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: withSignIn(sid),
      payload: { plan: 'pro', interval: 'yearly' },
    });
    expect(second.statusCode).toBe(409);
    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: withSignIn(sid) });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const customer = stripe.sessions.get(sessionId)!.customer;
    expect(stripe.requests.at(-1)!.body).toMatchObject({ customer, return_url: 'https://kurio.example/membership' });
  });
});

describe('Stripe webhooks', () => {
  async function subscriber() {
    const user = await signUp(t.app);
    const { sessionId } = await startPro(user.sid, 'monthly');
    const session = stripe.pay(sessionId);
    return { ...user, sessionId, subscriptionId: session.subscription as string };
  }

  it('refuses a body whose signature does not verify, and changes nothing', async () => {
    const { sid, sessionId } = await subscriber();
    const forged = stripe.signedEvent('checkout.session.completed', { id: sessionId }, { secret: 'whsec_wrong' });
    const response = await deliver(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalidSignature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await status(sid)).plan).toBe(0);
  });

  it('checkout.session.completed grants Pro even if the browser never returns; a duplicate delivery is skipped', async () => {
    const { sid, sessionId } = await subscriber();
    const event = stripe.signedEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    const first = await deliver(event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await status(sid)).plan).toBe(1);
    const second = await deliver(event);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });
  });

  it('a renewal moves expireAt; a failed payment and a cancellation end Pro', async () => {
    const { sid, sessionId, subscriptionId } = await subscriber();
    await confirm(sid, sessionId);

    const renewedUntil = Date.now() + 40 * 86_400_000;
    stripe.updateSubscription(subscriptionId, { status: 'active', periodEnd: renewedUntil });
    await deliver(
      stripe.signedEvent('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    );
    expect(await status(sid)).toEqual({ plan: 1, subscription: 1, expireAt: Math.floor(renewedUntil / 1000) * 1000 });

    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    await deliver(
      stripe.signedEvent('invoice.payment_failed', {
        id: 'in_2',
        object: 'invoice',
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    );
    expect((await status(sid)).plan).toBe(0);

    stripe.updateSubscription(subscriptionId, { status: 'active' });
    await deliver(stripe.signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription' }));
    expect((await status(sid)).plan).toBe(1);

    stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    await deliver(stripe.signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }));
    expect(await status(sid)).toEqual({ plan: 0, subscription: 3, expireAt: -1 });
  });

  it('cancel at period end keeps Pro until expireAt, after which the user counts as free', async () => {
    const { sid, sessionId, subscriptionId } = await subscriber();
    await confirm(sid, sessionId);
    const periodEnd = Date.now() + 2000;
    stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true, periodEnd });
    await deliver(stripe.signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription' }));
    const membership = await status(sid);
    expect(membership.plan).toBe(1);
    expect(membership.expireAt).toBe(Math.floor(periodEnd / 1000) * 1000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, membership.expireAt - Date.now() + 50)));
    expect(await status(sid)).toEqual({ plan: 0, subscription: 3, expireAt: -1 });
  });
});

describe('checkout.session.expired', () => {
  async function startGuide(sid?: string) {
    const body = multipartBody({ role: 'Staff Engineer', timeframe: 'about-week', email: 'guide@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { ...body.headers, ...(sid ? withSignIn(sid) : {}) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { url: string }).url.split('/').at(-1)!;
  }

  async function stored(sessionId: string) {
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, sessionId));
    const [order] = checkout?.orderId
      ? await t.database.db.select().from(guideOrders).where(eq(guideOrders.id, checkout.orderId))
      : [];
    return { expiredAt: checkout?.expiredAt ?? null, fulfilledAt: checkout?.fulfilledAt ?? null, order: order?.status };
  }

  const expiredEvent = (sessionId: string, id?: string) =>
    stripe.signedEvent('checkout.session.expired', { id: sessionId, object: 'checkout.session' }, { id });

  it("expires a subscriber's guide order, keeps their Pro, skips a duplicate, and the success call says so", async () => {
    const { sid } = await signUp(t.app);
    const { sessionId: proSession } = await startPro(sid, 'monthly');
    stripe.pay(proSession);
    await confirm(sid, proSession);
    const membership = await status(sid);
    expect(membership.plan).toBe(1);

    const guideSession = await startGuide(sid);
    stripe.expire(guideSession);
    const event = expiredEvent(guideSession);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    const first = await stored(guideSession);
    expect(first).toMatchObject({ order: 'expired', fulfilledAt: null });
    expect(first.expiredAt).toBeInstanceOf(Date);
    expect(await status(sid)).toEqual(membership);

    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    // Another delivery of the same news under a new event id is processed but changes nothing.
    expect((await deliver(expiredEvent(guideSession))).json()).toEqual({ received: true, duplicate: false });
    expect(await stored(guideSession)).toEqual(first);

    const late = await confirm(sid, guideSession);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'checkoutExpired',
      message: expect.stringContaining('expired or was cancelled before payment, so nothing was charged'),
    });
    expect(await stored(guideSession)).toEqual(first);
    expect(await status(sid)).toEqual(membership);
  });

  it('an expired Pro checkout leaves the user free and free to start another one', async () => {
    const { sid } = await signUp(t.app);
    const { sessionId } = await startPro(sid, 'yearly');
    stripe.expire(sessionId);
    await deliver(expiredEvent(sessionId));
    expect((await stored(sessionId)).expiredAt).toBeInstanceOf(Date);
    expect((await confirm(sid, sessionId)).statusCode).toBe(410);
    expect(await status(sid)).toEqual({ plan: 0, subscription: 3, expireAt: -1 });
    const next = await startPro(sid, 'yearly');
    stripe.pay(next.sessionId);
    expect((await confirm(sid, next.sessionId)).json().user.membership.plan).toBe(1);
  });

  it('believes Stripe, not the event: an expiry event for a session still open changes nothing', async () => {
    const guideSession = await startGuide();
    await deliver(expiredEvent(guideSession));
    expect(await stored(guideSession)).toEqual({ expiredAt: null, fulfilledAt: null, order: 'pending' });
  });

  it('a success call that finds the session expired before the webhook arrives records the expiry itself', async () => {
    const guideSession = await startGuide();
    stripe.expire(guideSession);
    const response = await confirm('', guideSession);
    expect(response.statusCode).toBe(410);
    const after = await stored(guideSession);
    expect(after.order).toBe('expired');
    expect(after.expiredAt).toBeInstanceOf(Date);
    expect((await deliver(expiredEvent(guideSession))).statusCode).toBe(200);
    expect(await stored(guideSession)).toEqual(after);
  });
});
