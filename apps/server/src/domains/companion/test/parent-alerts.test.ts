import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, withSignIn } from '../../../../test/helpers/http';
import {
  type LocalSmtpServer,
  startLocalSmtpServer,
  startSilentServer,
} from '../../../../test/helpers/local-smtp-server';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createSmtpMailer } from '../../../adapters/email/smtp-mailer';
import { deliverDueAlerts } from '../services/alert-delivery';
import { retryDelaysMs } from '../services/parent-alerts';

const publicUrl = 'http://kurio.test:3000';
const childWords = "i don't want to live anymore";

const metricsToken = 'metrics-token-for-the-alert-tests';
/** Parent-alert emails sent so far, as an operator's Prometheus reads them at /metrics. */
async function emailsSent(): Promise<number> {
  const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } })).body;
  return Number(/^kurio_emails_total\{outcome="sent"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

let smtp: LocalSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, METRICS_TOKEN: metricsToken },
    alertPollMs: 100,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (sid: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...withSignIn(sid), ...headers }, payload });
const alertsOf = async (sid: string) =>
  (await t.app.inject({ url: '/api/companion/alerts', headers: withSignIn(sid) })).json();

async function childSays(sid: string, content: string, headers: Record<string, string> = {}) {
  const id = (await post(sid, '/api/companion/sessions', { assistantId: 'nova' })).json().session.id as string;
  const response = await post(sid, `/api/companion/sessions/${id}/messages`, { content }, headers);
  expect(response.statusCode).toBe(200);
  return id;
}

describe('parent alerts by email (a real SMTP server on this machine)', () => {
  it('mails the parent the child, category, time and a link, never the words', async () => {
    const { sid, email } = await signUpParent(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/companion/children',
      headers: withSignIn(sid),
      payload: { name: 'Maya', ageBand: '7-9', interests: '', personality: '', parentGoal: '' },
    });
    const count = smtp.received.length;
    const sentBefore = await emailsSent();
    const conversationId = await childSays(sid, childWords, { 'x-time-zone': 'Europe/London' });
    const flaggedAt = Date.now();
    const mail = await smtp.message(count);

    expect(Date.now() - flaggedAt).toBeLessThan(60_000);
    expect(mail.to).toMatchObject({ value: [{ address: email }] });
    expect(mail.from?.value[0]?.address).toBe('support@kurio.example');
    expect(mail.subject).toBe('Kurio: please check a conversation (Self-harm or suicide)');
    expect(mail.text).toContain('Maya said something');
    expect(mail.text).toContain('Self-harm or suicide');
    expect(mail.text).toMatch(/When: \w+day, \w+ \d+ at \d+:\d\d [AP]M GMT/);
    expect(mail.text).toContain(`${publicUrl}/beta/p/vsd/${conversationId}`);
    expect(mail.text).not.toContain('live anymore');
    expect(mail.html).toBe(false);

    // The server has the message before the sender hears its answer and records the alert as sent.
    await expect.poll(async () => (await alertsOf(sid)).alerts[0]?.status).toBe('sent');
    const { alerts, emailConfigured } = await alertsOf(sid);
    expect(emailConfigured).toBe(true);
    expect(alerts).toMatchObject([{ conversationId, category: 'selfHarm', status: 'sent', attempts: 1 }]);
    await expect.poll(emailsSent).toBe(sentBefore + 1);
    // The first reply loads the offline AI layer's models, which takes a while on a busy machine.
  }, 120_000);

  it('sends nothing for a category that is not serious, and one email per conversation and category', async () => {
    const { sid, email } = await signUpParent(t.app);
    const before = smtp.received.length;
    await childSays(sid, 'my address is 12 Elm Street');
    const id = (await post(sid, '/api/companion/sessions', { assistantId: 'nova' })).json().session.id;
    await post(sid, `/api/companion/sessions/${id}/messages`, { content: childWords });
    await post(sid, `/api/companion/sessions/${id}/messages`, { content: 'i want to kill myself' });
    const mail = await smtp.message(before);
    expect(mail.to).toMatchObject({ value: [{ address: email }] });
    expect(mail.text).toContain('Your child said something');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length - before).toBe(1);
    expect((await alertsOf(sid)).alerts).toHaveLength(1);
  });
});

describe("the parent's choice of the other flags", () => {
  it('emails a flag outside the serious categories only once the parent chose it, refusing a malformed choice', async () => {
    const { sid, email } = await signUpParent(t.app);
    const choose = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/companion/alert-choices', headers: withSignIn(sid), payload });
    const current = async () =>
      (await t.app.inject({ url: '/api/companion/alert-choices', headers: withSignIn(sid) })).json();
    expect(await current()).toEqual({ emailOtherFlags: false });
    await childSays(sid, 'my address is 12 Elm Street');
    expect((await alertsOf(sid)).alerts).toEqual([]);

    const bad = await choose({ emailOtherFlags: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ emailOtherFlags: 'Choose whether to email the other flags' });
    expect(await current()).toEqual({ emailOtherFlags: false });

    expect((await choose({ emailOtherFlags: true })).json()).toEqual({ emailOtherFlags: true });
    const before = smtp.received.length;
    await childSays(sid, 'my address is 12 Elm Street');
    const mail = await smtp.message(before);
    expect(mail.to).toMatchObject({ value: [{ address: email }] });
    expect(mail.subject).toBe('Kurio: please check a conversation (Personal information)');
    expect(mail.text).not.toContain('Elm Street');
    expect((await alertsOf(sid)).alerts.map((alert: { category: string }) => alert.category)).toEqual(['personalInfo']);
  });
});

describe('a mail server that refuses or hangs', () => {
  let app: TestApp;
  // Without SMTP_URL this app runs no poller of its own: only the test's rounds, on the test's clock, try.
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function queuedAlert() {
    const { sid } = await signUpParent(app.app);
    const id = (
      await app.app.inject({
        method: 'POST',
        url: '/api/companion/sessions',
        headers: withSignIn(sid),
        payload: { assistantId: 'nova' },
      })
    ).json().session.id;
    await app.app.inject({
      method: 'POST',
      url: `/api/companion/sessions/${id}/messages`,
      headers: withSignIn(sid),
      payload: { content: 'a stranger said to get in his car' },
    });
    const listed = (await app.app.inject({ url: '/api/companion/alerts', headers: withSignIn(sid) })).json();
    expect(listed).toMatchObject({ emailConfigured: false, alerts: [{ category: 'emergency', status: 'pending' }] });
    return sid;
  }

  it('retries a refused send with growing waits, then shows the failure to the parent', async () => {
    const refusing = await startLocalSmtpServer();
    refusing.refuse(true);
    const sid = await queuedAlert();
    const mailer = createSmtpMailer(refusing.url, 'Kurio <support@kurio.example>', 2_000);
    let clock = Date.now();
    const round = () => deliverDueAlerts({ db: app.database.db, mailer, publicUrl, now: () => clock });
    try {
      expect(await round()).toMatchObject({ failed: 1 });
      let [alert] = (await app.app.inject({ url: '/api/companion/alerts', headers: withSignIn(sid) })).json().alerts;
      expect(alert).toMatchObject({ status: 'pending', attempts: 1 });
      expect(alert.lastError).toMatch(/550/);
      // Not due again until its wait has passed.
      expect(await round()).toMatchObject({ failed: 0 });
      for (const wait of retryDelaysMs) {
        clock += wait;
        expect(await round()).toMatchObject({ failed: 1 });
      }
      [alert] = (await app.app.inject({ url: '/api/companion/alerts', headers: withSignIn(sid) })).json().alerts;
      expect(alert).toMatchObject({ status: 'failed', attempts: retryDelaysMs.length + 1 });
      expect(refusing.received).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });

  it('gives up a try on a server that never answers, and sends once it is back', async () => {
    const silent = await startSilentServer();
    const sid = await queuedAlert();
    let clock = Date.now();
    try {
      const hanging = createSmtpMailer(silent.url, 'Kurio <support@kurio.example>', 300);
      expect(await deliverDueAlerts({ db: app.database.db, mailer: hanging, publicUrl, now: () => clock })).toEqual({
        sent: 0,
        failed: 1,
      });
      let [alert] = (await app.app.inject({ url: '/api/companion/alerts', headers: withSignIn(sid) })).json().alerts;
      expect(alert.lastError).toBe('The mail server did not answer within 1 s');
      clock += retryDelaysMs[0];
      const working = createSmtpMailer(smtp.url, 'Kurio <support@kurio.example>');
      const count = smtp.received.length;
      await deliverDueAlerts({ db: app.database.db, mailer: working, publicUrl, now: () => clock });
      expect((await smtp.message(count)).subject).toContain('Stranger or emergency');
      [alert] = (await app.app.inject({ url: '/api/companion/alerts', headers: withSignIn(sid) })).json().alerts;
      expect(alert).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await silent.close();
    }
  });
});
