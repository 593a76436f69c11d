import { accountMessages } from '@kurio/shared/account';
import { consentMessages, consentNoticeVersion } from '@kurio/shared/parent-consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idToken } from '../../../../test/helpers/fake-google';
import {
  expectFalseGoogleProofsRefused,
  googleOnlyAccount,
  googleOnlyWithoutGoogle,
} from '../../../../test/helpers/google-proof';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { loadConfig } from '../../../config';
import { noticeFor } from '../routes/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (sid: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: withSignIn(sid), ...(payload ? { payload } : {}) });
const consent = (sid: string, currentPassword: string, noticeVersion = consentNoticeVersion) =>
  call(sid, 'POST', '/api/companion/consent', { noticeVersion, currentPassword });
const start = (sid: string) => call(sid, 'POST', '/api/companion/sessions', { assistantId: 'nova' });

async function countRows(table: string, userId: string): Promise<number> {
  // The raw connection takes no parameters; the id is a uuid this test got from the server.
  const owned = `user_id = '${userId}'`;
  const where =
    table === 'companion_messages' ? `session_id IN (SELECT id FROM companion_sessions WHERE ${owned})` : owned;
  const rows = await t.database.withConnection((c) =>
    c.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`),
  );
  return rows[0]!.n;
}

describe('consent before the companion talks', () => {
  it('refuses to start a conversation until the parent agrees, with a message the UI can show', async () => {
    const { sid } = await signUp(t.app);
    const refused = await start(sid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'consentRequired', message: consentMessages.required });
    expect((await call(sid, 'GET', '/api/companion/consent')).json()).toEqual({
      notice: { version: consentNoticeVersion, aiProvider: null },
      consent: null,
      confirmWith: 'password',
    });
  });

  it('asks for the account password again, and for the notice shown today', async () => {
    const { sid } = await signUp(t.app);
    const empty = await consent(sid, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ currentPassword: consentMessages.passwordRequired });
    const wrong = await consent(sid, 'not-my-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalidPassword');
    const stale = await consent(sid, 'secret123', '2020-01-01');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'staleNotice', message: consentMessages.staleNotice });
    expect((await start(sid)).statusCode).toBe(403);
  });

  it('records the version and time, then lets the child talk', async () => {
    const { sid } = await signUp(t.app);
    const before = Date.now();
    const given = await consent(sid, 'secret123');
    expect(given.statusCode).toBe(200);
    const { consent: record } = given.json();
    expect(record.noticeVersion).toBe(consentNoticeVersion);
    expect(record.consentedAt).toBeGreaterThanOrEqual(before);
    expect(record.confirmedBy).toBe('password');
    expect((await call(sid, 'GET', '/api/companion/consent')).json().consent).toEqual(record);
    expect((await start(sid)).statusCode).toBe(200);
  });

  it('the account export includes the consent record and the alerts', async () => {
    const { sid } = await signUp(t.app);
    await consent(sid, 'secret123');
    await call(sid, 'PUT', '/api/companion/pin', { pin: '2580', currentPassword: 'secret123' });
    const id = (await start(sid)).json().session.id;
    await call(sid, 'POST', `/api/companion/sessions/${id}/messages`, { content: 'i want to kill myself' });
    const exported = (await call(sid, 'GET', '/api/account/export')).json();
    expect(exported.tables.parent_consents).toMatchObject([
      { notice_version: consentNoticeVersion, withdrawn_at: null },
    ]);
    expect(exported.tables.parent_alerts).toMatchObject([{ session_id: id, category: 'selfHarm' }]);
    // The PIN is a credential, like the password: never in the export.
    expect(exported.tables.parent_pins).toBeUndefined();
    expect(JSON.stringify(exported)).not.toContain('argon2');
  }, 60_000);

  it('withdrawing deletes the children’s conversations, messages, alerts and profile, and stops the companion', async () => {
    const { sid, userId } = await signUp(t.app);
    await consent(sid, 'secret123');
    const child = { name: 'Maya', ageBand: '7-9', interests: 'owls', personality: '', parentGoal: '' };
    await call(sid, 'POST', '/api/companion/children', child);
    const id = (await start(sid)).json().session.id;
    await call(sid, 'POST', `/api/companion/sessions/${id}/messages`, { content: 'i want to kill myself' });
    const tables = ['companion_sessions', 'companion_messages', 'parent_alerts', 'companion_children'];
    for (const table of tables) expect(await countRows(table, userId), table).toBeGreaterThan(0);

    const withdrawn = await call(sid, 'DELETE', '/api/companion/consent');
    expect(withdrawn.json()).toEqual({ deleted: 1 });
    for (const table of tables) expect(await countRows(table, userId), table).toBe(0);
    expect((await call(sid, 'GET', '/api/companion/consent')).json().consent).toBeNull();
    expect((await start(sid)).statusCode).toBe(403);
    // The record of what was agreed, and when it was withdrawn, stays.
    const history = await t.database.withConnection((c) =>
      c.query<{ withdrawn_at: string | null }>(`SELECT withdrawn_at FROM parent_consents WHERE user_id = '${userId}'`),
    );
    expect(history).toHaveLength(1);
    expect(history[0]!.withdrawn_at).not.toBeNull();
  }, 60_000);

  it('names the AI provider the notice tells parents about', () => {
    const env = { NODE_ENV: 'test' as const };
    expect(noticeFor(loadConfig({ ...env, AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' })).aiProvider).toBe('Anthropic');
    const local = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://gpu.lan:11434/v1', AI_MODEL: 'llama' };
    expect(noticeFor(loadConfig({ ...env, ...local })).aiProvider).toBe('the model server at gpu.lan:11434');
  });
});

describe('consent for an account that signs in only with Google', () => {
  const account = googleOnlyAccount();

  const agree = (googleCredential?: string) =>
    account.g.app.inject({
      method: 'POST',
      url: '/api/companion/consent',
      headers: withSignIn(account.sid),
      payload: { noticeVersion: consentNoticeVersion, currentPassword: '', googleCredential },
    });
  const startHere = () =>
    account.g.app.inject({
      method: 'POST',
      url: '/api/companion/sessions',
      headers: withSignIn(account.sid),
      payload: { assistantId: 'nova' },
    });

  it('has no password to type, so it is asked to confirm with Google, and nothing less will do', async () => {
    const asked = (
      await account.g.app.inject({ url: '/api/companion/consent', headers: withSignIn(account.sid) })
    ).json();
    expect(asked).toMatchObject({ consent: null, confirmWith: 'google' });

    await expectFalseGoogleProofsRefused(account.google, agree);
    expect((await startHere()).json().code).toBe('consentRequired');
  });

  it('agrees with a fresh sign-in to the same Google account, and records that it was Google', async () => {
    const given = await agree(await idToken(account.google.googleKey));
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ consent: { confirmedBy: 'google' }, confirmWith: 'google' });
    expect((await startHere()).statusCode).toBe(200);
    const exported = (
      await account.g.app.inject({ url: '/api/account/export', headers: withSignIn(account.sid) })
    ).json();
    expect(exported.tables.parent_consents).toMatchObject([{ confirmed_by: 'google', withdrawn_at: null }]);
  });

  it('says why it cannot agree when this server has no Google sign-in', async () => {
    const refused = await consent(await googleOnlyWithoutGoogle(t), '');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'googleNotConfigured',
      message: accountMessages.googleProofUnavailable,
    });
  });
});
