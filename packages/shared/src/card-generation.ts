import { z } from 'zod';
import { cardMessages } from './card-rules';
import { clozeProblem } from './cloze';

/** docs/product.md §9: the generator's quantity choices, default 2. */
export const cardQuantities = [2, 5, 10, 15, 20] as const;
export const defaultCardQuantity = 2;
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
  /**
   * The client saves fill-in-the-blank cards as cloze notes (decision 168). Without it they come as a question
   * and answer, as the original API answered.
   */
  cloze: z.boolean().optional(),
});
export type GenerateCardsRequest = z.infer<typeof generateCardsRequestSchema>;

/** The note types the generator writes: a question and answer, or a fill-in-the-blank text (decision 168). */
export const generatedCardTypes = ['basic', 'cloze'] as const;

export const generatedCardSchema = z
  .object({
    /** For a cloze card, the text with its hidden words as deletions: `{{c1::answer}}`. */
    question: z.string().min(1),
    /** Markdown; for a cloze card, optional extra text shown with the answer. */
    answer: z.string(),
    /** Absent for a basic card, as the original API answered. */
    type: z.enum(generatedCardTypes).optional(),
  })
  .superRefine((card, context) => {
    const problem =
      card.type === 'cloze' ? clozeProblem(card.question) : card.answer ? null : cardMessages.answerRequired;
    if (problem)
      context.addIssue({ code: 'custom', path: [card.type === 'cloze' ? 'question' : 'answer'], message: problem });
  });
export type GeneratedCard = z.infer<typeof generatedCardSchema>;

/**
 * What the learner should know about the cards that came, shown beside them: fewer were written than asked
 * for, or they are about part of the topic (docs/product.md §5). A note is not an error: the cards are good.
 */
export const cardGenerationNoteSchema = z.object({ message: z.string().min(1) });
export type CardGenerationNote = z.infer<typeof cardGenerationNoteSchema>;

export const generateCardsResponseSchema = z.object({
  cards: z.array(generatedCardSchema),
  note: cardGenerationNoteSchema.optional(),
});

/**
 * With Accept: text/event-stream, POST /api/card/generate answers Server-Sent Events instead: `event: card`
 * whose data is one generatedCardSchema card, as each is written; then, when there is one, `event: note`
 * whose data is a cardGenerationNoteSchema note; then `event: done` {} — or `event: error` with the usual
 * error body {code, message} after the cards that were delivered (decision 075).
 */
export const cardStreamEventName = 'card';
export const cardNoteEventName = 'note';

/**
 * The examples the generator offers per AI mode, so a new learner's first try works: every offline one is
 * a topic the offline dictionary writes at least 3 cards on (apps/server's offline examples test checks).
 */
export const topicExamples = {
  offline: ['Photosynthesis', 'The French Revolution', 'Volcanoes', 'Mitochondria'],
  model: ['JavaScript array methods', 'The French Revolution', 'Spanish verbs', 'Photosynthesis'],
} as const;
