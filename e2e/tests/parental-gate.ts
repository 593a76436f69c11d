import { expect, type Page } from '@playwright/test';

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** Answers the grown-ups' question (a multiplication in words). */
export async function passParentalGate(page: Page) {
  await expect(page.getByRole('heading', { name: 'For grown-ups' })).toBeVisible();
  await page.getByLabel(/multiplied by/).fill('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That is not right. Here is a new question.')).toBeVisible();
  const question = (await page.getByText(/What is \w+ multiplied by \w+\?/).textContent()) ?? '';
  const [, a = '', b = ''] = /What is (\w+) multiplied by (\w+)\?/.exec(question) ?? [];
  await page.getByLabel(/multiplied by/).fill(String(numberWords.indexOf(a) * numberWords.indexOf(b)));
  await page.getByRole('button', { name: 'Continue' }).click();
}
