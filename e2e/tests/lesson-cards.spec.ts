import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

const expect = baseExpect.configure({ timeout: 20_000 });
const lessonTitle = 'Start Your Purse to Fattening';
const question = 'What share of my income should I keep?';

async function signUp(page: Page, name: string) {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`lesson-cards-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('lessons-to-cards');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');
}

/** Opens lesson 1's chat, asks the question and waits for the offline tutor's grounded answer. */
async function askTutor(page: Page) {
  await gotoLivePage(page, '/learn/1');
  await page.getByRole('button', { name: 'Wait, I have questions' }).click();
  const chat = page.getByRole('complementary', { name: 'Lesson chat' });
  await chat.getByPlaceholder('Type your message...').fill(question);
  await chat.getByPlaceholder('Type your message...').press('Enter');
  const answer = chat.locator('[data-sender="assistant"]');
  await expect(answer).toContainText('quoted from the lesson');
  return { chat, answer };
}

test('a tutor answer becomes a card in the deck named after the lesson', async ({ page }) => {
  await signUp(page, 'Carla Cardmaker');
  const { chat, answer } = await askTutor(page);
  await expectNoAxeViolations(page);

  await answer.getByRole('button', { name: 'Make cards from this' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Card saved to deck' })).toHaveText(
    `Card saved to deck "${lessonTitle}"`,
  );
  await expect(answer.getByText('Card saved')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Make cards from this' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await chat.getByRole('link', { name: 'Open cards' }).click();
  await expect(page).toHaveURL('/cards');
  const card = page.getByRole('listitem', { name: /^Card #\d+$/ });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(question);
  await expect(card).toContainText(lessonTitle);
  await card.getByRole('button', { name: 'Show answer' }).click();
  await expect(card).toContainText('tenth');
});

test("the free plan's card cap shows the server's message and the action stays available", async ({ page }) => {
  await signUp(page, 'Fiona Fullhouse');
  const fill = await page.request.post('/api/card/create', {
    data: { cards: Array.from({ length: 100 }, (_, i) => ({ question: `Filler ${i}`, answer: 'Filler' })) },
  });
  expect(fill.status()).toBe(200);
  const { answer } = await askTutor(page);
  await answer.getByRole('button', { name: 'Make cards from this' }).click();
  await expect(page.getByRole('status')).toContainText(
    'The free plan holds up to 100 cards and yours is full. Upgrade to Pro for unlimited cards.',
  );
  await expect(answer.getByRole('button', { name: 'Make cards from this' })).toBeEnabled();
});

test('a visitor is sent to log in and comes back to the lesson', async ({ page, request }) => {
  // An account made outside the browser, so the page itself stays signed out.
  const email = `lesson-cards-visitor-${Date.now()}@example.com`;
  const signup = await request.post('/api/user/signup', {
    form: { name: 'Vera Visitor', email, password: 'lessons-to-cards' },
  });
  expect(signup.ok()).toBe(true);
  const { answer } = await askTutor(page);
  await answer.getByRole('link', { name: 'Log in to make cards from this' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('lessons-to-cards');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/learn/1');
});

test('the landing page links the kids waitlist', async ({ page }) => {
  await gotoLivePage(page, '/landing');
  const kids = page.getByRole('region', { name: 'Kurio for Kids' });
  await expect(kids).toBeVisible();
  await expectNoAxeViolations(page);
  await kids.getByRole('link', { name: 'Join the kids waitlist' }).click();
  await expect(page).toHaveURL('/kids');
});
