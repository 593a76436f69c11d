import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the time-zone cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tzCookie = (response: Awaited<ReturnType<TestApp['app']['inject']>>) =>
    response.cookies.find((cookie) => cookie.name === 'tz');

  it('keeps the time zone an API call reports, for the pages the server renders', async () => {
    const response = await t.app.inject({ url: '/api/config', headers: { 'x-time-zone': 'Asia/Tokyo' } });
    expect(tzCookie(response)).toMatchObject({ value: 'Asia/Tokyo', httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('is not set again while it holds the same zone, and never holds a zone that does not exist', async () => {
    const same = await t.app.inject({
      url: '/api/config',
      headers: { 'x-time-zone': 'Asia/Tokyo', cookie: 'tz=Asia/Tokyo' },
    });
    expect(tzCookie(same)).toBeUndefined();
    const bogus = await t.app.inject({ url: '/api/config', headers: { 'x-time-zone': 'Mars/Olympus_Mons' } });
    expect(tzCookie(bogus)?.value).toBe('UTC');
  });
});
