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
