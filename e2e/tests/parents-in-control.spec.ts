import { expect as baseExpect, type Page, test } from '@playwright/test';
import { mailboxUrl } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { installFakeSpeech } from './fake-speech';
import { gotoLivePage } from './live-page';
import { passParentalGate } from './parental-gate';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
}

const mailTo = async (address: string): Promise<Mail[]> => {
  const all = (await (await fetch(`${mailboxUrl}/messages`)).json()) as Mail[];
  return all.filter((mail) => mail.to.includes(address));
};

test('consent, a PIN, a child, a serious flag: the email arrives and its link opens the conversation past the PIN', async ({
  page,
  context,
}) => {
  await page.addInitScript(installFakeSpeech, { recognition: false });
  const email = `parent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Pat Parent');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('grown-up-only');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');

  // The companion waits for a grown-up: /beta says so and links to the parents area.
  await gotoLivePage(page, '/beta');
  await expect(page.getByText('A grown-up says yes first')).toBeVisible();
  await page.getByRole('link', { name: 'parents area' }).click();
  await passParentalGate(page);
  const consent = page.getByRole('region', { name: 'Your consent' });
  await expect(consent).toContainText('Never audio');
  await axeAtBothWidths(page);
  await consent.getByLabel(/Your account password/).fill('not-my-password');
  await consent.getByRole('button', { name: 'I have read this and agree' }).click();
  await expect(consent.getByText('Current password is incorrect')).toBeVisible();
  await axeAtBothWidths(page);
  await consent.getByLabel(/Your account password/).fill('grown-up-only');
  await consent.getByRole('button', { name: 'I have read this and agree' }).click();
  await expect(consent).toContainText(/You agreed on \w+ \d+, \d{4} to notice version/);
  await expect(consent.getByRole('button', { name: 'Withdraw consent' })).toBeVisible();

  // A PIN for the way back from the child's screens (a bad one first).
  const pinCard = page.getByRole('region', { name: 'Parent PIN' });
  await pinCard.getByLabel('New parent PIN (four digits)').fill('25a');
  await pinCard.getByLabel('Your account password').fill('grown-up-only');
  await pinCard.getByRole('button', { name: 'Set the PIN' }).click();
  await expect(pinCard.getByText('The PIN is four digits, like 2580')).toBeVisible();
  await pinCard.getByLabel('New parent PIN (four digits)').fill('2580');
  await pinCard.getByRole('button', { name: 'Set the PIN' }).click();
  await expect(page.getByText('The parent PIN is saved.')).toBeVisible();

  // The child: a name the email can use.
  await gotoLivePage(page, '/beta/p/c');
  await page.getByLabel("Child's first name").fill('Maya');
  await page.getByRole('button', { name: 'Save child profile' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();

  // The child says something serious, typing because this browser cannot listen.
  await gotoLivePage(page, '/beta/friend');
  await expect(page.getByRole('heading', { name: 'Nova' })).toBeVisible();
  const words = 'i dont want to live anymore';
  await page.getByLabel('Type what you want to say').fill(words);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('reply')).not.toBeEmpty();
  const flaggedAt = Date.now();

  // Within a minute the parent's mail server has the email: who, what, when, a link, never the words.
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mailTo(email);
  expect(Date.now() - flaggedAt).toBeLessThan(60_000);
  expect(mail!.subject).toBe('Kurio: please check a conversation (Self-harm or suicide)');
  expect(mail!.text).toContain('Maya said something');
  expect(mail!.text).not.toContain('live anymore');
  const link = /http:\/\/localhost:\d+\/beta\/p\/vsd\/[0-9a-f-]{36}/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();

  // The parent opens the link in a new tab: the PIN first (a wrong one, then the right one), then the conversation.
  const parent = await context.newPage();
  await gotoLivePage(parent, new URL(link!).pathname);
  await parent.getByLabel('Parent PIN').fill('0000');
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(parent.getByText('That PIN is not right. 4 tries left.')).toBeVisible();
  await axeAtBothWidths(parent);
  await parent.getByLabel('Parent PIN').fill('2580');
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(parent.getByRole('heading', { name: 'Session with Nova' })).toBeVisible();
  await expect(parent.locator('ol').getByText(words)).toBeVisible();
  await expect(parent.getByText('Flagged: Self-harm or suicide')).toHaveCount(2);

  // The history lists it first, and the alert says it was emailed.
  await parent.getByRole('link', { name: '← Chat History' }).click();
  const cards = parent.getByRole('link', { name: /^Conversation with / });
  await expect(cards.first()).toHaveAccessibleName('Conversation with Nova, 1 flagged: Self-harm or suicide');
  const alerts = parent.getByRole('region', { name: 'Email alerts' });
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await expect(alerts.getByRole('listitem')).toContainText(/Emailed /);
  await axeAtBothWidths(parent);
});
