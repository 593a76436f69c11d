import { expect, type Page } from '@playwright/test';

/** Four cards with one right answer each, for the study modes' journeys. */
export const capitals = [
  { question: 'Capital of France?', answer: 'Paris' },
  { question: 'Capital of Italy?', answer: 'Rome' },
  { question: 'Capital of Spain?', answer: 'Madrid' },
  { question: 'Capital of Iceland?', answer: 'Reykjavík' },
];

export const rightAnswer = (question: string) => capitals.find((card) => card.question === question)?.answer ?? '';

/** Creates notes through the API (in `deck` when given) and answers the cards made, in order. */
export async function createNotes(page: Page, cards: object[], deck?: string) {
  const response = await page.request.post('/api/card/create', { data: { cards, deck } });
  expect(response.status()).toBe(200);
  return (await response.json()).cards as { id: number; question: string }[];
}

/**
 * Picks a deck in the deck filter of the screen just opened. A pick made within milliseconds of the screen's first
 * render can be undone as the render settles (no person picks that fast), so it is made again until it holds.
 */
export async function chooseDeck(page: Page, label: string) {
  const select = page.getByLabel('Deck', { exact: true });
  await expect(async () => {
    await select.selectOption({ label });
    await expect(select.locator('option:checked')).toHaveText(label, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
