import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { multipartBody, pngBytes, tinyPdf } from '../../../../test/helpers/upload-samples';
import { checkouts, guideOrders, guideOrderUploads } from '../../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3999' } });
});
afterAll(() => t.close());

const validOrder = { role: 'Senior Product Manager', timeframe: 'about-week', email: 'pm@example.com' };

const order = (fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1], sid?: string) => {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { ...body.headers, ...(sid ? withSignIn(sid) : {}) },
    payload: body.payload,
  });
};

const checkoutIdOf = (url: string) => url.split('/').at(-1)!;

const confirm = (csId: string, sid?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/handle_payment_success',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(sid ? withSignIn(sid) : {}) },
    payload: new URLSearchParams({ csId }).toString(),
  });

describe('interview guide order (multipart)', () => {
  it('re-validates every field with the messages of docs/product.md §5', async () => {
    const response = await order({ role: '   ', timeframe: '', email: 'not an email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      role: 'Role is required',
      timeframe: 'Please select a timeframe',
      email: 'Please enter a valid email address',
    });
    const empty = await order({});
    expect(empty.json().fieldErrors).toMatchObject({ email: 'Email is required', role: 'Role is required' });
  });

  it('refuses a binary renamed to .pdf, judged by its bytes', async () => {
    const response = await order(validOrder, { name: 'resume.pdf', type: 'application/pdf', bytes: pngBytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ prepMaterial: 'Please upload a PDF, TXT, DOC, or DOCX file' });
    const binaryTxt = await order(validOrder, {
      name: 'notes.txt',
      type: 'text/plain',
      bytes: Buffer.from([0, 1, 2, 255, 254]),
    });
    expect(binaryTxt.json().fieldErrors).toEqual({ prepMaterial: 'Please upload a PDF, TXT, DOC, or DOCX file' });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const response = await order(validOrder, { name: 'notes.txt', type: 'text/plain', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().fieldErrors).toEqual({ prepMaterial: 'File size must be less than 10MB' });
  });

  it('stores the order and its PDF, answers a test-mode checkout url, and is paid only after checkout', async () => {
    const pdf = tinyPdf();
    const response = await order(
      { ...validOrder, email: ' PM@Example.com ' },
      { name: 'job-description.pdf', type: 'application/pdf', bytes: pdf },
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:3999\/checkout\/test\/cs_test_kurio_/);
    const csId = checkoutIdOf(url);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, csId));
    const [stored] = await t.database.db.select().from(guideOrders).where(eq(guideOrders.id, checkout!.orderId!));
    expect(stored).toMatchObject({
      role: 'Senior Product Manager',
      timeframe: 'about-week',
      email: 'PM@Example.com',
      status: 'pending',
    });
    const [upload] = await t.database.db
      .select()
      .from(guideOrderUploads)
      .where(eq(guideOrderUploads.orderId, stored!.id));
    expect(upload).toMatchObject({
      fileName: 'job-description.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    expect(Buffer.compare(upload!.data, pdf)).toBe(0);

    expect((await confirm(csId)).statusCode).toBe(409);
    const page = await t.app.inject({ url: `/api/checkout/test/${csId}` });
    expect(page.json()).toMatchObject({ kind: 'guide', amountCents: 5000, status: 'open' });
    const paid = await t.app.inject({ method: 'POST', url: `/api/checkout/test/${csId}/complete` });
    expect(paid.json().url).toBe(`/payment/success?cs_id=${csId}`);
    const done = await confirm(csId);
    expect(done.json()).toEqual({ user: null, purchase: 'guide' });
    const [after] = await t.database.db.select().from(guideOrders).where(eq(guideOrders.id, stored!.id));
    expect(after!.status).toBe('paid');
  });

  it('accepts a plain text file and no file at all', async () => {
    const text = await order(validOrder, {
      name: 'notes.txt',
      type: 'text/plain',
      bytes: Buffer.from('Résumé notes: growth PM'),
    });
    expect(text.statusCode).toBe(200);
    expect((await order(validOrder)).statusCode).toBe(200);
  });
});

describe('Pro in test mode', () => {
  it('checkout → complete → success grants Pro yearly with an expiry; cancel keeps the user free', async () => {
    const { sid } = await signUp(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: withSignIn(sid),
      payload: { plan: 'pro', interval: 'yearly' },
    });
    const csId = checkoutIdOf(start.json().url);

    const stranger = await signUp(t.app);
    expect(
      (await t.app.inject({ url: `/api/checkout/test/${csId}`, headers: withSignIn(stranger.sid) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/checkout/test/${csId}/complete`,
          headers: withSignIn(stranger.sid),
        })
      ).statusCode,
    ).toBe(404);

    const view = await t.app.inject({ url: `/api/checkout/test/${csId}`, headers: withSignIn(sid) });
    expect(view.json()).toMatchObject({ kind: 'pro', interval: 'yearly', amountCents: 9900, trialDays: 7 });
    await t.app.inject({ method: 'POST', url: `/api/checkout/test/${csId}/complete`, headers: withSignIn(sid) });
    const success = await confirm(csId, sid);
    expect(success.statusCode).toBe(200);
    const { membership } = success.json().user;
    expect(membership.plan).toBe(1);
    expect(membership.subscription).toBe(2);
    expect(membership.expireAt).toBeGreaterThan(Date.now() + 365 * 86_400_000);
    expect((await confirm(csId, stranger.sid)).statusCode).toBe(404);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/test/${csId}/complete`,
      headers: withSignIn(sid),
    });
    expect(again.statusCode).toBe(409);

    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: withSignIn(sid) });
    expect(portal.json().url).toBe(
      'http://localhost:3999/checkout/test/portal?return=http%3A%2F%2Flocalhost%3A3999%2Fmembership',
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/checkout/test/portal',
      headers: withSignIn(sid),
      payload: { cancelAtPeriodEnd: true },
    });
    const sub = await t.app.inject({ url: '/api/billing/subscription', headers: withSignIn(sid) });
    expect(sub.json()).toMatchObject({
      paymentsMode: 'test',
      subscription: { interval: 'yearly', cancelAtPeriodEnd: true },
    });
  });

  it('a cancelled checkout grants nothing', async () => {
    const { sid } = await signUp(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: withSignIn(sid),
      payload: { plan: 'pro', interval: 'monthly' },
    });
    const csId = checkoutIdOf(start.json().url);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/test/${csId}/cancel`,
      headers: withSignIn(sid),
    });
    expect(cancel.json().url).toBe('/pricing');
    const late = await confirm(csId, sid);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('checkoutExpired');
    const status = await t.app.inject({ url: '/api/user/status', headers: withSignIn(sid) });
    expect(status.json().user.membership.plan).toBe(0);
  });

  it("a cancelled guide checkout ends as Stripe's expiry does: checkout and order expired", async () => {
    const csId = checkoutIdOf((await order(validOrder)).json().url);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/checkout/test/${csId}/cancel` });
    expect(cancel.json().url).toBe('/interview-guide');
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, csId));
    expect(checkout!.expiredAt).toBeInstanceOf(Date);
    const [stored] = await t.database.db.select().from(guideOrders).where(eq(guideOrders.id, checkout!.orderId!));
    expect(stored!.status).toBe('expired');
    expect((await confirm(csId)).statusCode).toBe(410);
    const complete = await t.app.inject({ method: 'POST', url: `/api/checkout/test/${csId}/complete` });
    expect(complete.statusCode).toBe(409);
    const [after] = await t.database.db.select().from(guideOrders).where(eq(guideOrders.id, checkout!.orderId!));
    expect(after!.status).toBe('expired');
  });

  it('Pro checkout needs a sign-in and a valid interval', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { plan: 'pro', interval: 'yearly' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { sid } = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: withSignIn(sid),
      payload: { plan: 'pro', interval: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('test mode takes no webhooks', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":"x"}}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
