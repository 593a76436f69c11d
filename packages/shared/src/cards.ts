import { z } from 'zod';
import { cardTypes } from './card-render';
import { answerTimeCapMs, cardMessages } from './card-rules';
import { clozeProblem } from './cloze';
import { deckLanguageSchema } from './deck-language';
import { occlusionMessages, occlusionProblem } from './occlusion';
import { fsrsSettingsSchema } from './scheduler/fsrs-settings';
import { schedulerEngines, schedulerStateSchema } from './scheduler/scheduler-state';
import { clientIdSchema, madeAtSchema, syncBatch } from './sync';

const cardId = z.coerce.number({ error: 'Card id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER);
const deckName = z
  .string({ error: cardMessages.deckNameRequired })
  .trim()
  .min(1, cardMessages.deckNameRequired)
  .max(100, 'Keep the deck name under 100 characters');

/** A note's fields as the learner writes them; a note makes one card or more (card-render.ts). */
const noteFieldsSchema = z.object({
  /** For a cloze note, the text with its deletions; for image occlusion, the image and its areas (occlusion.ts). */
  question: z
    .string({ error: cardMessages.questionRequired })
    .trim()
    .min(1, cardMessages.questionRequired)
    .max(2000, 'Keep the question under 2,000 characters'),
  /** Markdown; for a cloze or image occlusion note, optional extra text shown with the answer. */
  answer: z
    .string({ error: cardMessages.answerRequired })
    .trim()
    .max(10_000, 'Keep the answer under 10,000 characters'),
  type: z.enum(cardTypes, { error: 'Card type must be basic, reversed, cloze or occlusion' }).default('basic'),
  /** The learner types the answer before it is shown. */
  typeAnswer: z.boolean().default(false),
});

function checkNote(note: z.infer<typeof noteFieldsSchema>, context: z.core.$RefinementCtx) {
  if (note.type === 'occlusion') {
    const problem = occlusionProblem(note.question);
    if (problem) context.addIssue({ code: 'custom', path: ['question'], message: problem });
    if (note.typeAnswer)
      context.addIssue({ code: 'custom', path: ['typeAnswer'], message: occlusionMessages.typedAnswer });
    return;
  }
  if (note.type !== 'cloze') {
    if (!note.answer) context.addIssue({ code: 'custom', path: ['answer'], message: cardMessages.answerRequired });
    return;
  }
  const problem = clozeProblem(note.question);
  if (problem) context.addIssue({ code: 'custom', path: ['question'], message: problem });
}

export const cardInputSchema = noteFieldsSchema.superRefine(checkNote);
/** A note as a client sends it (type and typeAnswer may be left out)… */
export type CardInput = z.input<typeof cardInputSchema>;
/** …and as the server reads it. */
export type NoteInput = z.output<typeof cardInputSchema>;

export const cardSchema = z.object({
  id: z.number().int(),
  /** Rendered for this card (card-render.ts): a cloze card's question has its deletion hidden. */
  question: z.string(),
  answer: z.string(),
  type: z.enum(cardTypes),
  /** Which card of its note: 1 (2 for the reversed one), or the cloze deletion or occlusion area number. */
  ordinal: z.number().int(),
  typeAnswer: z.boolean(),
  /** Cards of one note (siblings) share it. */
  noteId: z.string(),
  /** The note as written, for the editor and for checking a typed answer. */
  note: z.object({ question: z.string(), answer: z.string() }),
  deckId: z.number().int().nullable(),
  deckName: z.string().nullable(),
  /** Epoch milliseconds. */
  dueAt: z.number(),
  createdAt: z.number(),
});
export type Card = z.infer<typeof cardSchema>;

export const createCardsRequestSchema = z.object({
  cards: z.array(cardInputSchema).min(1, 'Select at least one card').max(500, 'Save at most 500 cards at once'),
  /** Deck name; created when missing (the generator passes the topic). */
  deck: deckName.optional(),
});
export const createCardsResponseSchema = z.object({ cards: z.array(cardSchema) });

export const cardIdQuerySchema = z.object({ id: cardId });
export const cardIdBodySchema = z.object({ id: cardId });
export const cardResponseSchema = z.object({
  card: cardSchema,
  /** The ordinals of the cards its note has now (one the learner deleted is missing), for the editor's preview. */
  noteOrdinals: z.array(z.number().int()),
});
export const okSchema = z.object({ ok: z.literal(true) });

export const updateCardRequestSchema = noteFieldsSchema
  .extend({ id: cardId, deckId: cardId.nullable().optional() })
  .superRefine(checkNote);

export const deckFilterSchema = z.object({ deckId: cardId.optional() });

export const nextCardQuerySchema = deckFilterSchema.extend({
  /** Skip this card: the review screen prefetches the card after the one on screen. */
  exclude: cardId.optional(),
});
export const nextCardResponseSchema = z.union([
  z.object({ card: cardSchema }),
  z.object({
    /** Human text such as "in 3 hours" or "tomorrow"; null when there are no cards at all. */
    dueIn: z.string().nullable(),
    dueAt: z.number().nullable(),
  }),
]);
export type NextCardResponse = z.infer<typeof nextCardResponseSchema>;

const quality = z
  .number({ error: cardMessages.qualityRange })
  .int(cardMessages.qualityRange)
  .min(0, cardMessages.qualityRange)
  .max(5, cardMessages.qualityRange);

/**
 * How long the learner took, from the card shown to the rating, capped at answerTimeCapMs by the client; absent from
 * clients older than the field, whose reviews then count no time.
 */
const answerMs = z
  .number({ error: cardMessages.answerTimeRange })
  .int(cardMessages.answerTimeRange)
  .min(0, cardMessages.answerTimeRange)
  .max(answerTimeCapMs, cardMessages.answerTimeRange)
  .optional();

export const reviewRequestSchema = z.object({ id: cardId, quality, answerMs });
export const reviewResponseSchema = z.object({
  id: z.number().int(),
  dueAt: z.number(),
  dueIn: z.string(),
  engine: z.enum(['sm2', 'fsrs']),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** A rating made on the device (offline or not), synced through POST /api/card/review/batch (decision 114). */
export const queuedReviewSchema = z.object({
  clientId: clientIdSchema,
  id: cardId,
  quality,
  reviewedAt: madeAtSchema,
  answerMs,
});
export type QueuedReview = z.infer<typeof queuedReviewSchema>;
export const reviewBatchRequestSchema = z.object({ reviews: syncBatch(queuedReviewSchema) });

/** docs/product.md §9: the review screen keeps at least this many of the soonest-due cards on the device. */
export const offlineCardMinimum = 200;
/** …and every card due within this long, up to offlineCardMaximum. */
export const offlineHorizonMs = 86_400_000;
export const offlineCardMaximum = 1000;

/** A card as the device keeps it to review offline: with its scheduler state, so the device rates it as the server would. */
export const offlineCardSchema = cardSchema.extend({
  schedulerState: schedulerStateSchema,
  /** Epoch milliseconds until which the card is hidden because a sibling was reviewed that day; null when not. */
  buriedUntil: z.number().nullable(),
});
export type OfflineCard = z.infer<typeof offlineCardSchema>;
export const offlineCardsResponseSchema = z.object({
  /** The engine whose due dates apply to this user (FSRS on Pro, SM-2 on free). */
  engine: z.enum(schedulerEngines),
  /** The learner's FSRS parameters and desired retention, so the device rates as the server does (decision 136). */
  fsrs: fsrsSettingsSchema,
  cards: z.array(offlineCardSchema),
});
export type OfflineCards = z.infer<typeof offlineCardsResponseSchema>;

export const undoResponseSchema = z.object({ card: cardSchema, quality: z.number().int() });

export const listCardsQuerySchema = deckFilterSchema.extend({
  q: z.string().trim().max(200).optional(),
  /** The id of the last card of the previous page. */
  cursor: cardId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const listCardsResponseSchema = z.object({
  cards: z.array(cardSchema),
  total: z.number().int(),
  nextCursor: z.number().int().nullable(),
});
export type ListCardsResponse = z.infer<typeof listCardsResponseSchema>;

export const dashboardResponseSchema = z.object({
  dueToday: z.number().int(),
  /** "now", "in 3 hours", "tomorrow"…; null when there are no cards. */
  nextDueIn: z.string().nullable(),
  total: z.number().int(),
  avgQuality: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardResponseSchema>;

export const deckSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cardCount: z.number().int(),
  /** The language the learner chose for reading the deck aloud; null: not chosen. */
  language: deckLanguageSchema.nullable(),
  /** The language its cards are written in, as detected from them; null when it cannot tell. */
  detectedLanguage: deckLanguageSchema.nullable(),
  /** Whether the review and Learn screens read its cards aloud. */
  readAloud: z.boolean(),
});
export type Deck = z.infer<typeof deckSchema>;
export const decksResponseSchema = z.object({ decks: z.array(deckSchema) });
export const renameDeckRequestSchema = z.object({ id: cardId, name: deckName });
export const deckResponseSchema = z.object({ deck: deckSchema });
export const deckSpeechRequestSchema = z.object({
  id: cardId,
  /** null: read in the detected language. */
  language: deckLanguageSchema.nullable(),
  readAloud: z.boolean({ error: 'Say whether to read the cards aloud (true or false)' }),
});
export type DeckSpeechRequest = z.infer<typeof deckSpeechRequestSchema>;

export const exportFormats = ['csv', 'tsv', 'json', 'apkg'] as const;
export const exportQuerySchema = deckFilterSchema.extend({ format: z.enum(exportFormats).default('csv') });

export const importRequestSchema = z.object({
  format: z.enum(['csv', 'tsv']),
  /** The file's text. */
  text: z.string().min(1, 'The file is empty').max(900_000, 'The file is too large (at most 900 kB)'),
  /** Deck for every row; when absent, a row's third column names its deck ("Imported" if none). */
  deck: deckName.optional(),
});
export const importResponseSchema = z.object({
  imported: z.number().int(),
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResponseSchema>;

/**
 * docs/product.md §9: an Anki package may be this large, and unpack to at most `maxAnkiUnpackedBytes` in all; its
 * collection alone never more, since SQLite reads it in memory.
 */
export const maxAnkiPackageBytes = 50 * 1024 * 1024;
export const maxAnkiUnpackedBytes = 200 * 1024 * 1024;
/**
 * On Pro an import job takes a package this large, streamed to disk and read an entry at a time (decision 167), so
 * 1 GB of media fits beside its collection; it may declare `maxAnkiProUnpackedBytes` unpacked in all.
 */
export const maxAnkiProPackageBytes = 1280 * 1024 * 1024;
export const maxAnkiProUnpackedBytes = 2048 * 1024 * 1024;

/**
 * Keep Anki's due dates and intervals, reschedule each card by replaying its Anki reviews through Kurio's
 * scheduler, or start every imported card as new, its Anki reviews left behind.
 */
export const ankiSchedulingChoices = ['keep', 'reschedule', 'fresh'] as const;
export type AnkiScheduling = (typeof ankiSchedulingChoices)[number];

/** Why an entry of an Anki review log was not imported (docs/decisions/137). */
export const ankiReviewSkipReasons = {
  impossibleTime: 'Review times before 2006, in the future or unreadable',
  duplicate: 'Reviews of the same card at the same moment',
  manual: 'Manual reschedules, not reviews',
  unknownRating: 'Ratings other than Again, Hard, Good and Easy',
  cardNotImported: 'Reviews of cards that were not imported',
  startedFresh: 'Reviews left behind as you chose to start fresh',
} as const;
export type AnkiReviewSkipReason = keyof typeof ankiReviewSkipReasons;
const reviewSkipReasonKeys = Object.keys(ankiReviewSkipReasons) as [AnkiReviewSkipReason, ...AnkiReviewSkipReason[]];

export const ankiMessages = {
  fileRequired: 'Choose an Anki package (.apkg) to import',
  notAPackage: 'This is not an Anki package (.apkg) Kurio can read. Export it again from Anki and retry.',
  tooLarge: 'The package is too large (at most 50 MB, and 200 MB unpacked).',
  tooLargePro: 'The package is too large (at most 1,280 MB, and 2,048 MB unpacked).',
  noCards: 'The package holds no cards.',
} as const;

/** How a note type was read: by its templates, as cloze deletions, or by its first two fields. */
export const ankiNoteTypeReadings = [
  'basic',
  'reversed',
  'optionalReversed',
  'cloze',
  'imageOcclusion',
  'firstTwoFields',
] as const;

export const ankiImportResponseSchema = z.object({
  imported: z.number().int(),
  scheduling: z.enum(ankiSchedulingChoices),
  decks: z.array(z.object({ name: z.string(), imported: z.number().int() })),
  noteTypes: z.array(z.object({ name: z.string(), readAs: z.enum(ankiNoteTypeReadings), notes: z.number().int() })),
  /** What was left out, grouped by reason, with up to three examples each. */
  skipped: z.array(z.object({ reason: z.string(), count: z.number().int(), examples: z.array(z.string()) })),
  /** The package's review log: entries brought onto the imported cards, and those left out by reason. */
  reviews: z.object({
    imported: z.number().int(),
    skipped: z.array(z.object({ reason: z.enum(reviewSkipReasonKeys), count: z.number().int() })),
  }),
});
export type AnkiImportResult = z.infer<typeof ankiImportResponseSchema>;

/** GET /api/card/media/:id: an image kept from an Anki package or uploaded for occlusion, served only to its owner. */
export const cardMediaParamsSchema = z.object({ id: z.uuid('Unknown image') });
/** POST /api/card/image: the stored image, for an image occlusion note. */
export const cardImageResponseSchema = z.object({ id: z.uuid(), url: z.string() });

const count = z.number().int();
const datedCount = z.object({ date: z.string(), count });
/** Reviews counted towards true retention, and how many of them passed (rated 3 or better). */
const passed = { reviews: count, passed: count };

/** Ranges of a review's previous interval in days, for true retention (docs/decisions/138). */
export const retentionIntervalRanges = ['1-7', '8-30', '31-90', '91+'] as const;

const proAnalyticsSchema = z.object({
  /** Last 30 local days, oldest first. */
  reviewsPerDay: z.array(datedCount),
  /** Seconds spent answering on each of the last 30 local days, oldest first (reviews with a recorded time only). */
  studyTimePerDay: z.array(z.object({ date: z.string(), seconds: count })),
  /** True retention per local week (Monday first), last 12 weeks, oldest first. */
  retention: z.array(z.object({ week: z.string(), ...passed })),
  /**
   * True retention over the last 365 days: only reviews whose previous interval (from the card's previous review to
   * the due date it set) was at least a day, by that interval's range and by deck.
   */
  trueRetention: z.object({
    byInterval: z.array(z.object({ range: z.enum(retentionIntervalRanges), ...passed })),
    /** Decks with such reviews, most reviewed first; `deck` is null for cards in no deck. */
    byDeck: z.array(z.object({ deck: z.string().nullable(), ...passed })),
  }),
  /** Cards falling due on each of the next 30 local days (today includes overdue cards). */
  forecast: z.array(datedCount),
  /** Reviews per local day over the last 365 local days, today included, only days with reviews. */
  heatmap: z.array(datedCount),
  /** Cards by their FSRS state now (both engines advance on every review, so every card has one). */
  cardStates: z.object({ new: count, learning: count, review: count, relearning: count }),
});
export type ProAnalytics = z.infer<typeof proAnalyticsSchema>;

export const analyticsResponseSchema = z.object({
  /** Reviews in the current local calendar month. */
  monthReviews: z.number().int(),
  /** Local days in a row with a review, up to today, or up to yesterday when today has none yet. */
  streakDays: z.number().int(),
  reviewedToday: z.boolean(),
  /** The charts, on Pro only (docs/product.md §6); null on the free plan. */
  pro: proAnalyticsSchema.nullable(),
});
export type Analytics = z.infer<typeof analyticsResponseSchema>;
