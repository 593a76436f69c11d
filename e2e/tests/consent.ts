import { expect, type Page } from '@playwright/test';

/** The parent agrees to the notice the server shows today, through the API, for journeys that start after it. */
export async function giveConsent(page: Page, password: string): Promise<void> {
  const { notice } = (await (await page.request.get('/api/companion/consent')).json()) as {
    notice: { version: string };
  };
  const response = await page.request.post('/api/companion/consent', {
    data: { noticeVersion: notice.version, currentPassword: password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
