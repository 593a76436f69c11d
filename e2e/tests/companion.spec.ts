import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { giveConsent } from './consent';
import { installFakeSpeech } from './fake-speech';
import { gotoLivePage } from './live-page';
import { passParentalGate } from './parental-gate';

// Long journeys with many axe scans: give them room on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function signUp(page: Page) {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Pat Parent');
  await page.getByLabel('Email').fill(`companion-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('grown-up-only');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');
  // Consent through the parents area has its own journey (parents-in-control.spec.ts); these start after it.
  await giveConsent(page, 'grown-up-only');
}

const spoken = (page: Page) => page.evaluate(() => window.__spoken ?? []);
const say = (page: Page, text: string) => page.evaluate((words) => window.__say?.(words), text);

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
}

test('talk to the tiger twice, then the parent reviews and deletes the conversation', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { recognition: true });
  await signUp(page);

  await gotoLivePage(page, '/beta');
  await expect(page.getByRole('heading', { name: 'Who do you want to talk to?' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole('link', { name: 'Tara the Tiger' }).click();
  await expect(page).toHaveURL('/beta/friend?assistant=tara-the-tiger');
  await expect(page.getByRole('heading', { name: 'Tara the Tiger' })).toBeVisible();
  await expect(page.getByText('Tara the Tiger is saying:')).toBeVisible();
  await expect(page.getByText(/may send your child's voice/)).toBeVisible();
  await axeAtBothWidths(page);

  const state = page.getByTestId('voice-state');
  await expect(state).toHaveText('Ready');
  await page.getByRole('button', { name: 'Talk' }).click();
  await expect(state).toHaveText('Listening…');
  await say(page, 'Do tigers like to swim?');
  await expect(page.getByTestId('transcript')).toHaveText('Do tigers like to swim?');
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  const [firstReply] = await spoken(page);
  expect(firstReply!.text.length).toBeGreaterThan(0);
  expect(firstReply).toMatchObject({ lang: 'en-US', rate: 0.9 });
  // 500 ms after the speech ends the friend listens again, with both boxes cleared.
  await expect(state).toHaveText('Listening…');
  await expect(page.getByTestId('reply')).toHaveText('');

  await say(page, 'What do tigers eat for breakfast?');
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  const secondReply = (await spoken(page))[1]!;
  await expect(page.getByTestId('transcript')).toHaveText('What do tigers eat for breakfast?');
  const recognitions = await page.evaluate(() => window.__recognitions ?? []);
  expect(recognitions[0]).toEqual({ lang: 'en-US', continuous: false, interimResults: false });

  await page.getByRole('button', { name: 'End conversation' }).click();
  await expect(page).toHaveURL('/beta');

  await gotoLivePage(page, '/beta/p');
  await passParentalGate(page);
  await expect(page.getByRole('heading', { name: 'Chat History' })).toBeVisible();
  await expect(page.getByText('1 conversation', { exact: true })).toBeVisible();
  const card = page.getByRole('link', { name: 'Conversation with Tara the Tiger' });
  await expect(card).toContainText('Do tigers like to swim?');
  await expect(card).toContainText('4 messages');
  await axeAtBothWidths(page);

  await card.click();
  await expect(page).toHaveURL(/\/beta\/p\/vsd\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Session with Tara the Tiger' })).toBeVisible();
  await expect(page.getByText(/^\d+ mins?$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Session Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Insights & Suggestions' })).toBeVisible();
  const conversation = page.locator('ol');
  await expect(conversation.getByText('Do tigers like to swim?')).toBeVisible();
  await expect(conversation.getByText(firstReply!.text).first()).toBeVisible();
  await expect(conversation.getByText(secondReply.text).last()).toBeVisible();
  await expect(conversation.locator('li')).toHaveCount(4);
  await expect(page.getByText('Writing the summary…')).toHaveCount(0);
  await axeAtBothWidths(page);

  await page.getByRole('button', { name: 'Delete session' }).click();
  await expect(page).toHaveURL('/beta/p');
  await expect(page.getByText('No voice sessions yet')).toBeVisible();
  await expect(page.getByText('Start a conversation with an assistant to see your sessions here.')).toBeVisible();
  await expect(page.getByText('0 conversations')).toBeVisible();
});

test('without speech recognition the child types, and the friend still answers out loud', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { recognition: false });
  await signUp(page);
  await gotoLivePage(page, '/beta/friend');
  await expect(page.getByRole('heading', { name: 'Nova' })).toBeVisible();
  await expect(page.getByText(/This browser can't hear you/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Talk' })).toHaveCount(0);
  const input = page.getByLabel('Type what you want to say');
  await input.fill('Why is the sky blue?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('transcript')).toHaveText('Why is the sky blue?');
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  await expect(input).toHaveValue('');
  await axeAtBothWidths(page);
});

test('a worrying sentence is flagged: the parent sees that conversation first, its category and where to get help', async ({
  page,
}) => {
  await page.addInitScript(installFakeSpeech, { recognition: false });
  await signUp(page);
  const typeAndSend = async (text: string) => {
    await page.getByLabel('Type what you want to say').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('transcript')).toHaveText(text);
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
  };

  // The built-in character hears something the safety layer flags as self-harm…
  await gotoLivePage(page, '/beta/friend');
  await expect(page.getByRole('heading', { name: 'Nova' })).toBeVisible();
  await typeAndSend('i dont want to live anymore');
  // …and a later, harmless conversation is newer, yet must come second.
  await gotoLivePage(page, '/beta/friend?assistant=tara-the-tiger');
  await expect(page.getByRole('heading', { name: 'Tara the Tiger' })).toBeVisible();
  await typeAndSend('Do tigers like to swim?');

  await gotoLivePage(page, '/beta/p');
  await passParentalGate(page);
  await expect(page.getByRole('heading', { name: 'Chat History' })).toBeVisible();
  await expect(page.getByText('2 conversations', { exact: true })).toBeVisible();
  await expect(page.getByText('1 conversation needs your attention')).toBeVisible();
  await expect(page.getByText('Flagged conversations are listed first.')).toBeVisible();
  const cards = page.getByRole('link', { name: /^Conversation with / });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName('Conversation with Nova, 1 flagged: Self-harm or suicide');
  await expect(cards.first()).toContainText('i dont want to live anymore');
  await expect(cards.first()).toContainText('1 flagged');
  await expect(cards.first()).toContainText('Self-harm or suicide');
  await expect(cards.last()).toHaveAccessibleName('Conversation with Tara the Tiger');
  await expect(cards.last()).not.toContainText('flagged');
  await axeAtBothWidths(page);
  // The alert's link jumps to the help lines below the list, without leaving the page.
  await page.getByRole('link', { name: 'where to get help' }).click();
  await expect(page).toHaveURL('/beta/p#where-to-get-help');
  const allHelp = page.getByRole('region', { name: 'Where to get help' });
  await expect(allHelp).toBeInViewport();
  await expect(allHelp).toContainText('988 Suicide & Crisis Lifeline');

  await cards.first().click();
  await expect(page).toHaveURL(/\/beta\/p\/vsd\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Session with Nova' })).toBeVisible();
  const conversation = page.locator('ol');
  await expect(conversation.getByText('i dont want to live anymore')).toBeVisible();
  // The child's message and the reply that answered it are both flagged.
  await expect(conversation.locator('[data-flagged="true"]')).toHaveCount(2);
  await expect(conversation.getByText('Flagged: Self-harm or suicide')).toHaveCount(2);
  const help = page.getByRole('region', { name: 'Where to get help' });
  await expect(help).toContainText('This conversation touched on: Self-harm or suicide.');
  await expect(help).toContainText('988 Suicide & Crisis Lifeline');
  await expect(help).toContainText('Call or text 988');
  await expect(page.getByText('Writing the summary…')).toHaveCount(0);
  await axeAtBothWidths(page);
});

test('a parent creates a character (invalid, then valid input) and the child talks to it', async ({ page }) => {
  await page.addInitScript(installFakeSpeech, { recognition: true });
  await signUp(page);
  await gotoLivePage(page, '/beta/p/c');
  await passParentalGate(page);
  await expect(page.getByRole('heading', { name: 'Create New Character' })).toBeVisible();
  await expect(page.getByLabel('Character Name')).toHaveValue('Nova');
  await expect(page.getByLabel('System Prompt')).toHaveAttribute('rows', '10');
  await axeAtBothWidths(page);

  await page.getByLabel('Character Name').fill('');
  await page.getByLabel('System Prompt').fill('');
  await expect(page.getByText('0 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expect(page.getByText('Character name is required')).toBeVisible();
  await expect(page.getByText('System prompt is required')).toBeVisible();
  await page.getByLabel('Character Name').fill(' B ');
  await expect(page.getByText('Character name is required')).toBeHidden();
  await page.getByLabel('System Prompt').fill('  Too short  ');
  await expect(page.getByText('13 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expect(page.getByText('Character name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('System prompt must be at least 10 characters')).toBeVisible();
  await axeAtBothWidths(page);

  await page.getByLabel('Character Name').fill('  Captain Kit  ');
  await page.getByLabel('System Prompt').fill('You are Captain Kit, a kind pirate who loves maps and islands.');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expect(page).toHaveURL('/beta');
  await page.getByRole('link', { name: 'Captain Kit' }).click();
  await expect(page.getByRole('heading', { name: 'Captain Kit' })).toBeVisible();
  await expect(page.getByTestId('voice-state')).toHaveText('Ready');
  await page.getByRole('button', { name: 'Talk' }).click();
  await expect(page.getByTestId('voice-state')).toHaveText('Listening…');
  await say(page, 'Where is the treasure?');
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  await expect(page.getByTestId('transcript')).toHaveText('Where is the treasure?');
});

test('the waitlist page checks the address and thanks the visitor', async ({ page }) => {
  await gotoLivePage(page, '/kids');
  await expect(page.getByRole('link', { name: 'curiosity' })).toHaveAttribute('href', '/beta');
  for (const title of ['Voice-only', 'Curiosity over Consumption', 'You Stay in Control']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText('Tara the Tiger', { exact: true })).toBeVisible();
  await expect(page.getByText('Create Your Own')).toBeVisible();
  await axeAtBothWidths(page);

  const [top, bottom] = [page.getByLabel('Email address').first(), page.getByLabel('Email address').last()];
  await top.fill('not an email');
  await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await top.fill('  Parent@Example.com ');
  await page.getByRole('button', { name: 'Join Waitlist' }).first().click();
  await expect(page.getByText('Your email has been added to our waitlist. Thank you!')).toBeVisible();
  await expect(top).toHaveValue('');
  await bottom.fill('parent@example.com');
  await page.getByRole('button', { name: 'Join Waitlist' }).last().click();
  await expect(page.getByText('Your email has been added to our waitlist. Thank you!')).toHaveCount(2);
});
