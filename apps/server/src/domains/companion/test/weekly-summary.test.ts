import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, withSignIn } from '../../../../test/helpers/http';
import { type LocalSmtpServer, startLocalSmtpServer } from '../../../../test/helpers/local-smtp-server';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createSmtpMailer } from '../../../adapters/email/smtp-mailer';
import { deliverDueAlerts } from '../services/alert-delivery';
import { retryDelaysMs } from '../services/parent-alerts';

const publicUrl = 'http://kurio.test:3000';

/**
 * The server's clock, moved forward by the tests: a week passes without waiting. 18 November 2026 is a Wednesday;
 * London is on UTC in November, so its weeks start on Mondays at 00:00 UTC.
 */
let now = Date.UTC(2026, 10, 18, 10, 0);
let smtp: LocalSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl }, alertPollMs: 100, clock: () => now });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (sid: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, zone = 'Europe/London') =>
  t.app.inject({ method, url, headers: { ...withSignIn(sid), 'x-time-zone': zone }, ...(payload ? { payload } : {}) });
const summaryStatus = async (sid: string) => (await call(sid, 'GET', '/api/companion/weekly-summary')).json();
const switchSummary = (sid: string, enabled: boolean, zone?: string) =>
  call(sid, 'PUT', '/api/companion/weekly-summary', { enabled }, zone);

async function addChild(sid: string, name: string): Promise<string> {
  const child = { name, ageBand: '7-9', interests: '', personality: '', parentGoal: '' };
  return (await call(sid, 'POST', '/api/companion/children', child)).json().child.id;
}

async function talk(sid: string, childId: string, lines: string[]) {
  const id = (await call(sid, 'POST', '/api/companion/sessions', { assistantId: 'nova', childId })).json().session.id;
  for (const content of lines) {
    expect((await call(sid, 'POST', `/api/companion/sessions/${id}/messages`, { content })).statusCode).toBe(200);
    now += 60_000;
  }
}

const summariesTo = (address: string): ParsedMail[] =>
  smtp.received.filter((mail) =>
    mail.subject?.startsWith('Kurio: your weekly summary') && mail.to && 'value' in mail.to
      ? mail.to.value.some((to) => to.address === address)
      : false,
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('the weekly summary email (a real SMTP server, the server’s clock controlled)', () => {
  it('is off until the parent switches it on, and refuses a malformed choice', async () => {
    const { sid } = await signUpParent(t.app);
    expect(await summaryStatus(sid)).toEqual({ enabled: false, nextAt: null, last: null, emailConfigured: true });
    const bad = await call(sid, 'PUT', '/api/companion/weekly-summary', { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ enabled: 'Choose whether to email a weekly summary' });
    expect((await summaryStatus(sid)).enabled).toBe(false);
  });

  it('sends each child’s conversations, minutes and flags for the week, never their words, and only once', async () => {
    now = Date.UTC(2026, 10, 18, 10, 0);
    const { sid, email } = await signUpParent(t.app);
    const maya = await addChild(sid, 'Maya');
    await addChild(sid, 'Leo');
    const switched = await switchSummary(sid, true);
    expect(switched.json()).toEqual({
      enabled: true,
      nextAt: Date.UTC(2026, 10, 23),
      last: null,
      emailConfigured: true,
    });

    // Three exchanges a minute apart (two minutes talked), one about where she lives; then one more conversation.
    await talk(sid, maya, ['i like cats', 'tell me about owls', 'my address is 12 Elm Street']);
    now = Date.UTC(2026, 10, 21, 9, 0);
    await talk(sid, maya, ['why is the sky blue']);
    // The week before and the week after are not this week's.
    now = Date.UTC(2026, 10, 15, 23, 0);
    await talk(sid, maya, ['do fish sleep']);
    now = Date.UTC(2026, 10, 22, 23, 50);
    await settle();
    expect(summariesTo(email)).toHaveLength(0);

    now = Date.UTC(2026, 10, 23, 0, 1);
    await talk(sid, maya, ['good morning']);
    await expect.poll(() => summariesTo(email).length, { timeout: 20_000 }).toBe(1);
    const [mail] = summariesTo(email);
    expect(mail!.subject).toBe('Kurio: your weekly summary (Nov 16 – Nov 22)');
    expect(mail!.text).toContain('from Monday, November 16 to Sunday, November 22');
    expect(mail!.text).toContain('Maya: 2 conversations, 2 minutes talked, 1 flag (Personal information: 1).');
    expect(mail!.text).toContain('Leo: no conversations this week.');
    expect(mail!.text).toContain(`${publicUrl}/beta/p`);
    for (const words of ['cats', 'owls', 'Elm Street', 'sky', 'fish', 'morning'])
      expect(mail!.text).not.toContain(words);
    expect(mail!.html).toBe(false);

    await expect.poll(async () => (await summaryStatus(sid)).last?.status).toBe('sent');
    expect(await summaryStatus(sid)).toMatchObject({
      enabled: true,
      nextAt: Date.UTC(2026, 10, 30),
      last: { weekStart: Date.UTC(2026, 10, 16), status: 'sent', attempts: 1, lastError: null },
    });
    // The summary is not a flag: the alerts list stays empty.
    expect((await call(sid, 'GET', '/api/companion/alerts')).json().alerts).toEqual([]);

    // Later the same week, switched off and on again, and a restarted server's first round: still one email.
    now = Date.UTC(2026, 10, 24, 8, 0);
    await switchSummary(sid, false);
    await switchSummary(sid, true);
    const restarted = createSmtpMailer(smtp.url, 'Kurio <support@kurio.example>');
    expect(await deliverDueAlerts({ db: t.database.db, mailer: restarted, publicUrl, now: () => now })).toEqual({
      sent: 0,
      failed: 0,
    });
    await settle();
    expect(summariesTo(email)).toHaveLength(1);
  }, 120_000);

  it('is not sent to a parent who switched it off, nor to one who never switched it on', async () => {
    now = Date.UTC(2026, 10, 24, 9, 0);
    const off = await signUpParent(t.app);
    const never = await signUpParent(t.app);
    for (const parent of [off, never]) await talk(parent.sid, await addChild(parent.sid, 'Ada'), ['i like trains']);
    await switchSummary(off.sid, true);
    expect((await switchSummary(off.sid, false)).json()).toMatchObject({ enabled: false, nextAt: null });
    now = Date.UTC(2026, 10, 30, 1, 0);
    await settle();
    expect(summariesTo(off.email)).toHaveLength(0);
    expect(summariesTo(never.email)).toHaveLength(0);
    expect((await summaryStatus(off.sid)).last).toBeNull();
  });

  it('ends the week at midnight on Sunday in the parent’s time zone', async () => {
    now = Date.UTC(2026, 11, 2, 15, 0);
    const { sid, email } = await signUpParent(t.app);
    const switched = await switchSummary(sid, true, 'America/New_York');
    // Monday 7 December, 00:00 in New York, is 05:00 UTC.
    expect(switched.json().nextAt).toBe(Date.UTC(2026, 11, 7, 5, 0));
    now = Date.UTC(2026, 11, 7, 4, 30);
    await settle();
    expect(summariesTo(email)).toHaveLength(0);
    now = Date.UTC(2026, 11, 7, 5, 0);
    await expect.poll(() => summariesTo(email).length, { timeout: 20_000 }).toBe(1);
    expect(summariesTo(email)[0]!.subject).toBe('Kurio: your weekly summary (Nov 30 – Dec 6)');
    expect(summariesTo(email)[0]!.text).toContain('No child profiles yet.');
  });
});

describe('weekly summaries on rounds the test runs', () => {
  let clock = Date.UTC(2026, 10, 18, 10, 0);
  let app: TestApp;
  // Without SMTP_URL this app runs no poller: only the test's rounds, on the test's clock, try.
  beforeAll(async () => {
    app = await createTestApp({ clock: () => clock });
  });
  afterAll(() => app.close());

  it('is retried with growing waits, and the parent sees it failed and why', async () => {
    const refusing = await startLocalSmtpServer();
    refusing.refuse(true);
    const mailer = createSmtpMailer(refusing.url, 'Kurio <support@kurio.example>', 2_000);
    const round = () => deliverDueAlerts({ db: app.database.db, mailer, publicUrl, now: () => clock });
    const { sid } = await signUpParent(app.app);
    const status = async () =>
      (await app.app.inject({ url: '/api/companion/weekly-summary', headers: withSignIn(sid) })).json();
    await app.app.inject({
      method: 'PUT',
      url: '/api/companion/weekly-summary',
      headers: withSignIn(sid),
      payload: { enabled: true },
    });
    try {
      clock = Date.UTC(2026, 10, 23, 0, 0);
      expect(await round()).toMatchObject({ failed: 1 });
      expect(await status()).toMatchObject({
        emailConfigured: false,
        last: {
          weekStart: Date.UTC(2026, 10, 16),
          status: 'pending',
          attempts: 1,
          lastError: expect.stringMatching(/550/),
        },
      });
      for (const wait of retryDelaysMs) {
        clock += wait;
        expect(await round()).toMatchObject({ failed: 1 });
      }
      expect((await status()).last).toMatchObject({ status: 'failed', attempts: retryDelaysMs.length + 1 });
      expect(refusing.received).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });

  it('goes out once when two servers run the same round at the same moment', async () => {
    const { sid, email } = await signUpParent(app.app);
    const switched = await app.app.inject({
      method: 'PUT',
      url: '/api/companion/weekly-summary',
      headers: withSignIn(sid),
      payload: { enabled: true },
    });
    clock = switched.json().nextAt;
    const mailer = createSmtpMailer(smtp.url, 'Kurio <support@kurio.example>');
    const round = () => deliverDueAlerts({ db: app.database.db, mailer, publicUrl, now: () => clock });
    await Promise.all([round(), round()]);
    await settle();
    expect(summariesTo(email)).toHaveLength(1);
  });
});
