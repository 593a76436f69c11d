import { z } from 'zod';

/** docs/product.md §9: the generator's quantity choices, default 2. */
export const cardQuantities = [2, 5, 10, 15, 20] as const;
export const defaultCardQuantity = 2;
export const topicPlaceholder = 'JavaScript Array Methods';
/** The most notes (pasted, or picked from a document) one generation reads. */
export const maxSourceTextChars = 20_000;

export const generateCardsRequestSchema = z.object({
  topic: z
    .string({ error: 'Topic is required' })
    .trim()
    .min(1, 'Topic is required')
    .max(200, 'Keep the topic under 200 characters'),
  quantity: z.coerce
    .number()
    .int()
    .refine((n) => (cardQuantities as readonly number[]).includes(n), 'Choose 2, 5, 10, 15 or 20 cards'),
  /** Optional notes to make cards from ("from my notes"). */
  sourceText: z
    .string()
    .max(maxSourceTextChars, `Notes can be at most ${maxSourceTextChars.toLocaleString('en-US')} characters`)
    .optional(),
});
export type GenerateCardsRequest = z.infer<typeof generateCardsRequestSchema>;

export const generatedCardSchema = z.object({
  question: z.string().min(1),
  /** Markdown. */
  answer: z.string().min(1),
});
export type GeneratedCard = z.infer<typeof generatedCardSchema>;

export const generateCardsResponseSchema = z.object({ cards: z.array(generatedCardSchema) });

/**
 * With Accept: text/event-stream, POST /api/card/generate answers Server-Sent Events instead: `event: card`
 * whose data is one generatedCardSchema card, as each is written; then `event: done` {} — or `event: error`
 * with the usual error body {code, message} after the cards that were delivered (decision 075).
 */
export const cardStreamEventName = 'card';
