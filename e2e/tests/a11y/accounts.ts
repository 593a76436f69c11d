import { type Browser, expect } from '@playwright/test';
import { giveConsent } from '../consent';
import { gotoLivePage } from '../live-page';

/** What the seeded account owns, for the routes that take an id. */
export interface SeededAccount {
  name: string;
  storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;
  cardId: number;
  companionConversationId: string;
  checkoutPath: string;
  createdLessonId: string;
}

/**
 * Signs up once through the form (so the browser holds the signed-in flag), then seeds through the API what
 * the personal screens show: two cards, a companion conversation, an active quest, a created lesson and an open
 * Pro checkout.
 * A Pro account pays that checkout in test mode.
 */
export async function createAccount(browser: Browser, kind: 'free' | 'pro'): Promise<SeededAccount> {
  const name = kind === 'pro' ? 'Petra Pro' : 'Ada Access';
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`a11y-${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('accessible!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible({ timeout: 30_000 });

  const api = async <T>(url: string, data: unknown): Promise<T> => {
    const response = await page.request.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { cards } = await api<{ cards: { id: number }[] }>('/api/card/create', {
    cards: [
      {
        question: 'What does **WCAG** stand for?',
        answer: 'Web Content *Accessibility* Guidelines, with `A` to `AAA`.',
      },
      { question: 'Which key moves focus forward?', answer: 'Tab' },
    ],
  });
  await giveConsent(page, 'accessible!');
  const { session: conversation } = await api<{ session: { id: string } }>('/api/companion/sessions', {
    assistantId: 'nova',
  });
  await api(`/api/companion/sessions/${conversation.id}/messages`, { content: 'Why is the sky blue?' });
  await api('/api/quest/active', { bookId: 'peter-rabbit' });
  const written = await page.request.post('/api/lesson/create', {
    data: { topic: 'volcano' },
    headers: { accept: 'text/event-stream' },
  });
  const saved = /^event: saved\ndata: (.*)$/m.exec(await written.text());
  expect(saved, 'POST /api/lesson/create saved no lesson').not.toBeNull();
  const createdLessonId = (JSON.parse(saved![1]!) as { lesson: { id: string } }).lesson.id;
  const checkout = await api<{ url: string }>('/api/create-checkout-session', { plan: 'pro', interval: 'monthly' });
  const checkoutPath = new URL(checkout.url, 'http://kurio').pathname;
  if (kind === 'pro') {
    await api(`/api${checkoutPath}/complete`, {});
    await gotoLivePage(page, '/membership');
    await expect(page.getByRole('link', { name: 'Change Plan' })).toBeVisible();
  }
  const storageState = await context.storageState();
  await context.close();
  return {
    name,
    storageState,
    cardId: cards[0]!.id,
    companionConversationId: conversation.id,
    checkoutPath,
    createdLessonId,
  };
}
