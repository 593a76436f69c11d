import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects; arrays stay index-keyed objects. */
function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replaceAll(']', '').split('[');
    let node = root;
    for (const segment of path.slice(0, -1)) {
      node[segment] ??= {};
      node = node[segment] as Json;
    }
    node[path.at(-1)!] = value;
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const daySeconds = 24 * 60 * 60;

export interface FakeStripe {
  baseUrl: string;
  webhookSecret: string;
  /** Every API request the SDK made: method, path, parsed body. */
  requests: { method: string; path: string; body: Json; authorization?: string }[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** What paying on Stripe's hosted page does: completes the session (and starts the trial subscription). */
  pay(sessionId: string): Json;
  /** What Stripe does to a session left unpaid until its expires_at (or expired through the API). */
  expire(sessionId: string): Json;
  updateSubscription(id: string, patch: { status?: string; cancel_at_period_end?: boolean; periodEnd?: number }): Json;
  /** A webhook body and its Stripe-Signature header, signed with `secret` (the real secret by default). */
  signedEvent(
    type: string,
    object: Json,
    options?: { id?: string; secret?: string },
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

/** The configuration that points a Kurio app's Stripe provider at `stripe`. */
export const stripeEnv = (stripe: FakeStripe) => ({
  STRIPE_SECRET_KEY: 'sk_test_kurio',
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_BASE: stripe.baseUrl,
  PUBLIC_URL: 'https://kurio.example',
});

/** What the fake Stripe holds: the requests it was sent, and the sessions and subscriptions they made. */
type StripeState = Pick<FakeStripe, 'requests' | 'sessions' | 'subscriptions'>;

function missing(res: ServerResponse, what: string) {
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    }),
  );
}

function createSession({ sessions }: StripeState, body: Json): Json {
  const sessionId = newId('cs_test');
  const session: Json = {
    id: sessionId,
    object: 'checkout.session',
    mode: body.mode,
    status: 'open',
    payment_status: 'unpaid',
    url: `https://checkout.stripe.test/c/pay/${sessionId}`,
    success_url: body.success_url,
    cancel_url: body.cancel_url,
    client_reference_id: body.client_reference_id ?? null,
    customer: body.customer ?? null,
    customer_email: body.customer_email ?? null,
    metadata: body.metadata ?? {},
    subscription: null,
    created_with: body,
  };
  sessions.set(sessionId, session);
  return session;
}

/** The session, with its subscription expanded when asked (`expand[]=subscription`). */
function retrievedSession({ subscriptions }: StripeState, session: Json, body: Json): Json {
  const expand = Object.values((body.expand ?? {}) as Json);
  const subscriptionId = session.subscription as string | null;
  return {
    ...session,
    subscription:
      subscriptionId && expand.includes('subscription') ? subscriptions.get(subscriptionId) : subscriptionId,
  };
}

function handle(state: StripeState, req: IncomingMessage, res: ServerResponse, raw: string) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const body = req.method === 'POST' ? parseStripeForm(raw) : parseStripeForm(url.search.slice(1));
  state.requests.push({
    method: req.method ?? 'GET',
    path: url.pathname,
    body,
    authorization: req.headers.authorization,
  });
  const send = (value: Json) => {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(value));
  };
  const [, , resource, sub, id] = url.pathname.split('/');

  if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') return send(createSession(state, body));
  if (req.method === 'GET' && resource === 'checkout' && sub === 'sessions' && id) {
    const session = state.sessions.get(id);
    return session ? send(retrievedSession(state, session, body)) : missing(res, `checkout.session: ${id}`);
  }
  if (req.method === 'GET' && resource === 'subscriptions' && sub) {
    const subscription = state.subscriptions.get(sub);
    return subscription ? send(subscription) : missing(res, `subscription: ${sub}`);
  }
  if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
    return send({
      id: newId('bps'),
      object: 'billing_portal.session',
      customer: body.customer,
      return_url: body.return_url,
      url: `https://billing.stripe.test/p/session/${newId('test')}`,
    });
  }
  return missing(res, `route ${req.method} ${url.pathname}`);
}

/** The subscription a paid Pro session starts, trialing for the days its checkout asked for. */
function startSubscription({ subscriptions }: StripeState, session: Json) {
  const created = session.created_with as Json;
  const customer = (session.customer as string | null) ?? newId('cus');
  const lineItem = (created.line_items as Json)['0'] as Json;
  const recurring = ((lineItem.price_data as Json | undefined)?.recurring as Json | undefined) ?? {};
  const trialDays = Number((created.subscription_data as Json | undefined)?.trial_period_days ?? 0);
  const subscriptionId = newId('sub');
  subscriptions.set(subscriptionId, {
    id: subscriptionId,
    object: 'subscription',
    customer,
    status: trialDays > 0 ? 'trialing' : 'active',
    cancel_at_period_end: false,
    metadata: ((created.subscription_data as Json | undefined)?.metadata as Json | undefined) ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          current_period_end: Math.floor(Date.now() / 1000) + trialDays * daySeconds,
          price: { id: newId('price'), object: 'price', recurring: { interval: recurring.interval ?? 'month' } },
        },
      ],
    },
  });
  Object.assign(session, {
    customer,
    subscription: subscriptionId,
    payment_status: trialDays > 0 ? 'no_payment_required' : 'paid',
  });
}

function pay(state: StripeState, sessionId: string): Json {
  const session = state.sessions.get(sessionId);
  if (session?.status !== 'open') throw new Error(`no open session ${sessionId}`);
  session.status = 'complete';
  if (session.mode === 'subscription') startSubscription(state, session);
  else session.payment_status = 'paid';
  return session;
}

function updateSubscription(
  { subscriptions }: StripeState,
  id: string,
  patch: Parameters<FakeStripe['updateSubscription']>[1],
): Json {
  const subscription = subscriptions.get(id);
  if (!subscription) throw new Error(`no subscription ${id}`);
  if (patch.status) subscription.status = patch.status;
  if (patch.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = patch.cancel_at_period_end;
  if (patch.periodEnd !== undefined) {
    const item = ((subscription.items as Json).data as Json[])[0]!;
    item.current_period_end = Math.floor(patch.periodEnd / 1000);
  }
  return subscription;
}

/** A local HTTP server speaking the part of Stripe's API Kurio uses, for the real stripe SDK to talk to. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  const state: StripeState = { requests: [], sessions: new Map(), subscriptions: new Map() };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => handle(state, req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe('sk_test_fake');

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    webhookSecret,
    ...state,
    pay: (sessionId) => pay(state, sessionId),
    expire(sessionId) {
      const session = state.sessions.get(sessionId);
      if (session?.status !== 'open') throw new Error(`no open session ${sessionId}`);
      return Object.assign(session, { status: 'expired', url: null });
    },
    updateSubscription: (id, patch) => updateSubscription(state, id, patch),
    signedEvent(type, object, options = {}) {
      const payload = JSON.stringify({
        id: options.id ?? newId('evt'),
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
