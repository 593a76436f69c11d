import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

const expect = baseExpect.configure({ timeout: 15_000 });
const uniqueEmail = () => `create-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page) {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Cora Creator');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('creator-rocks');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');
}

const lessonPanel = (page: Page) => page.getByRole('region', { name: 'Lesson Content' });
const panelWidth = async (page: Page) => (await lessonPanel(page).boundingBox())?.width ?? 0;
const messages = (page: Page) => page.getByRole('list', { name: 'Conversation' }).getByRole('listitem');

test('create: ask for a lesson, it streams into the panel; collapse, restore, resize; offline refusal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  await gotoLivePage(page, '/create');

  await expect(
    page.getByText('Welcome to your personalized audio mini-lessons! Ask me to create a lesson on any topic.'),
  ).toBeVisible();
  await expect(messages(page).first()).toContainText(/Assistant\s+\d{1,2}:\d{2}/);
  await expect(lessonPanel(page)).toContainText('No lesson yet.');
  const input = page.getByPlaceholder('Message Kurio...');
  await expect(page.getByText('Type your message...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByText('3 characters')).toBeVisible();
  await expect(messages(page)).toHaveCount(1);
  await input.fill('photo');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('photo\n');
  await expect(messages(page)).toHaveCount(1);
  await expectNoAxeViolations(page);

  await input.fill('photosynthesis');
  await expect(page.getByText('14 characters')).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(messages(page).nth(1)).toContainText(/You\s+\d{1,2}:\d{2}/);
  await expect(messages(page).nth(1)).toContainText('photosynthesis');
  await expect(lessonPanel(page).getByRole('heading').first()).toBeVisible();
  await expect(lessonPanel(page)).toContainText(/photosynthesis/i);
  await expect(messages(page).nth(2)).toContainText('Your lesson on photosynthesis is ready.');
  await expect(input).toBeEnabled();
  await expectNoAxeViolations(page);

  // Collapse: the chat takes the full width; the second button brings the panel back.
  const chat = page.getByRole('region', { name: 'Lesson assistant' });
  await page.getByRole('button', { name: 'Hide lesson panel' }).click();
  await expect(lessonPanel(page)).toBeHidden();
  await expect(page.getByRole('separator')).toBeHidden();
  expect((await chat.boundingBox())?.width).toBeGreaterThan(1200);
  await page.getByRole('button', { name: 'Show lesson panel' }).click();
  await expect(lessonPanel(page).getByRole('heading').first()).toBeVisible();

  // The divider really resizes: by keyboard, then by dragging.
  const divider = page.getByRole('separator', { name: 'Resize chat and lesson panes' });
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  const halfWidth = await panelWidth(page);
  await divider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(divider).toHaveAttribute('aria-valuenow', '40');
  expect(await panelWidth(page)).toBeGreaterThan(halfWidth + 100);
  const box = await divider.boundingBox();
  if (!box) throw new Error('the divider has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(900, box.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(divider).toHaveAttribute('aria-valuenow', '70');
  expect(await panelWidth(page)).toBeLessThan(halfWidth - 150);

  // Offline mode cannot cover a nonsense topic: the assistant says so, the lesson stays, the input is free.
  await input.fill('qwertyuiop zxcv');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages(page).last()).toContainText('Offline mode cannot write a lesson on “qwertyuiop zxcv”');
  await expect(lessonPanel(page)).toContainText(/photosynthesis/i);
  await expect(input).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('create at 375 px: panes stack, no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page);
  await gotoLivePage(page, '/create');
  await expect(page.getByPlaceholder('Message Kurio...')).toBeVisible();
  await expect(page.getByRole('separator')).toHaveCount(0);
  await expect(lessonPanel(page)).toContainText('No lesson yet.');
  await expectNoAxeViolations(page);
  await page.getByPlaceholder('Message Kurio...').fill('Create a lesson on photosynthesis');
  await page.getByPlaceholder('Message Kurio...').press('Enter');
  await expect(lessonPanel(page).getByRole('heading').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
