import { expect as baseExpect, type Page, test } from '@playwright/test';
import { mailboxUrl } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { installFakeSpeech } from './fake-speech';
import { gotoLivePage } from './live-page';
import { passParentalGate } from './parental-gate';

test.describe.configure({ timeout: 360_000 });
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

test('consent, a PIN, two children, Maya picked on /beta says something serious: the email arrives and its link opens the conversation past the PIN; the weekly summary switched on', async ({
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

  // Two children; a wrong age band first is refused by the form and the typed name stays.
  const childrenCard = page.getByRole('region', { name: 'Children' });
  await expect(childrenCard.getByText('No children added yet.')).toBeVisible();
  await childrenCard.getByRole('button', { name: 'Add a child' }).click();
  await childrenCard.getByRole('button', { name: 'Add child' }).click();
  await expect(childrenCard.getByText('Enter a first name or nickname')).toBeVisible();
  await childrenCard.getByLabel('First name or nickname').fill('Maya');
  await childrenCard.getByRole('radio', { name: '4–6 years' }).check();
  await childrenCard.getByLabel('Interests (optional)').fill('owls');
  await axeAtBothWidths(page);
  await childrenCard.getByRole('button', { name: 'Add child' }).click();
  await expect(childrenCard.getByRole('list', { name: 'Children' })).toContainText('Maya4–6 years');
  await childrenCard.getByRole('button', { name: 'Add a child' }).click();
  await childrenCard.getByLabel('First name or nickname').fill('Leo');
  await childrenCard.getByRole('radio', { name: '10–12 years' }).check();
  await childrenCard.getByRole('button', { name: 'Add child' }).click();
  await expect(childrenCard.getByRole('listitem')).toHaveCount(2);

  // /beta asks who is talking, then which friend; the child says something serious, typing because this
  // browser cannot listen.
  await gotoLivePage(page, '/beta');
  await expect(page.getByRole('heading', { name: 'Who is talking?' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Maya' }).click();
  await expect(page.getByRole('heading', { name: 'Who do you want to talk to, Maya?' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova' }).click();
  await expect(page.getByRole('heading', { name: 'Nova' })).toBeVisible();
  const words = 'i dont want to live anymore';
  await page.getByLabel('Type what you want to say').fill(words);
  await page.getByRole('button', { name: 'Send' }).click();
  // The server's first reply loads the offline dictionary and the safety classifier.
  await expect(page.getByTestId('reply')).not.toBeEmpty({ timeout: 90_000 });
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
  await expect(parent.getByText('Maya', { exact: true })).toBeVisible();
  await expect(parent.locator('ol').getByText(words)).toBeVisible();
  await expect(parent.getByText('Flagged: Self-harm or suicide')).toHaveCount(2);

  // The history lists it first, and the alert says it was emailed.
  await parent.getByRole('link', { name: '← Chat History' }).click();
  const cards = parent.getByRole('link', { name: /conversation with / });
  await expect(cards.first()).toHaveAccessibleName("Maya's conversation with Nova, 1 flagged: Self-harm or suicide");
  const whose = parent.getByLabel('Whose conversations');
  await whose.getByText('Leo', { exact: true }).click();
  await expect(cards).toHaveCount(0);
  await whose.getByText('Maya', { exact: true }).click();
  await expect(cards).toHaveCount(1);
  const alerts = parent.getByRole('region', { name: 'Email alerts' });
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await expect(alerts.getByRole('listitem')).toContainText(/Emailed /);
  // The weekly summary, switched on: it goes out when this week ends, and says so.
  await alerts.getByRole('checkbox', { name: /Email me a weekly summary/ }).check();
  await expect(parent.getByText('The weekly summary is on.')).toBeVisible();
  await expect(alerts).toContainText(/Next summary: \w+ \d+, \d{4}, covering the week before\./);
  await axeAtBothWidths(parent);

  // Quiet hours around this hour for Leo: the server says goodbye for the companion and it will not start.
  const hour = await parent.evaluate(() => new Date().getHours());
  const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
  const leo = parent.getByRole('region', { name: 'Children' });
  await leo.getByRole('button', { name: 'Edit Leo' }).click();
  await leo.getByLabel('Minutes a day (optional)').fill('2');
  await leo.getByRole('button', { name: 'Add quiet hours' }).click();
  await leo.getByLabel('Quiet period 1 from').fill(at(hour - 1));
  await leo.getByLabel('to', { exact: true }).fill(at(hour + 1));
  await leo.getByRole('button', { name: 'Save Leo' }).click();
  await expect(leo.getByText('Daily minutes must be a whole number from 5 to 240')).toBeVisible();
  await leo.getByLabel('Minutes a day (optional)').fill('20');
  await leo.getByRole('button', { name: 'Save Leo' }).click();
  await expect(leo.getByText(`0 of 20 min today · quiet ${at(hour - 1)}–${at(hour + 1)}`)).toBeVisible();
  await axeAtBothWidths(parent);

  await gotoLivePage(page, '/beta');
  await page.getByRole('button', { name: 'Leo' }).click();
  await page.getByRole('link', { name: 'Nova' }).click();
  await page.getByLabel('Type what you want to say').fill('hello nova');
  await page.getByRole('button', { name: 'Send' }).click();
  const goodbye = "It's quiet time now, Leo. Time to rest! Let's talk again later.";
  await expect(page.getByRole('status').filter({ hasText: 'Time to stop for now' })).toContainText(goodbye);
  await expect(page.getByTestId('reply')).toHaveText(goodbye);
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await axeAtBothWidths(page);
});
