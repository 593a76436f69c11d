import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

test('the footer says AI runs offline and explains how to connect a model', async ({ page }) => {
  await gotoLivePage(page, '/');
  const badge = page.getByRole('button', { name: 'Offline AI: about the AI mode' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page.getByText(/see “Connecting a model” in Kurio’s README/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the built app generates offline cards and streams a tutor answer', async ({ page }) => {
  const email = `e2e-ai-${Date.now()}@example.com`;
  const signup = await page.request.post('/api/user/signup', {
    form: { name: 'Ada Learner', email, password: 'secret123' },
  });
  expect(signup.ok()).toBe(true);
  const generated = await page.request.post('/api/card/generate', { data: { topic: 'photosynthesis', quantity: 5 } });
  expect(generated.status()).toBe(200);
  const { cards } = await generated.json();
  expect(cards).toHaveLength(5);
  expect(cards[0].answer).toBe('Synthesis of compounds with the aid of radiant energy (especially in plants).');

  const chat = await page.request.post('/api/lesson/chat', {
    headers: { accept: 'text/event-stream' },
    data: {
      fullScript: 'Saving early matters.\n\nCompound interest means interest earns interest.',
      currentSentence: 'Saving early matters.',
      messages: [{ role: 'user', content: 'What is compound interest?' }],
    },
  });
  expect(chat.headers()['content-type']).toContain('text/event-stream');
  const body = await chat.text();
  expect(body).toContain('Compound interest means interest earns interest.');
  expect(body.trim().endsWith('event: done\ndata: {}')).toBe(true);
});
