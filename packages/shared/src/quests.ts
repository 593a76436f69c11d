import { z } from 'zod';
import { clientIdSchema, madeAtSchema, syncBatch } from './sync';

// ---- Content: what `content/books/<bookId>/book.json` and the narration pipeline's output hold ----

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes');

export const bookSourceSchema = z.object({
  id: slug,
  title: z.string().min(1),
  author: z.string().min(1),
  summary: z.string().min(1),
  source: z.string().min(1),
  episodes: z.array(z.object({ id: slug, title: z.string().min(1), file: z.string().regex(/^[\w-]+\.txt$/) })).min(1),
});
export type BookSource = z.infer<typeof bookSourceSchema>;

/** `content/generated/books/<bookId>/<episodeId>.json`, written next to the episode's mp3. */
export const narrationSchema = z.object({
  sourceHash: z.string().min(1),
  durationMs: z.number().int().positive(),
  transcript: z.array(
    z.object({ sentence: z.string(), startMs: z.number().nonnegative(), isParagraphEnd: z.boolean() }),
  ),
});
export type Narration = z.infer<typeof narrationSchema>;

// ---- API: User quest data (docs/product.md §3) ----

export const bookStatuses = ['available', 'inProgress', 'active', 'completed'] as const;
export const bookStatusSchema = z.enum(bookStatuses);
export type BookStatus = z.infer<typeof bookStatusSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const episodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Seconds, from the narration's length. */
  duration: z.number().int().nonnegative(),
  isCompleted: z.boolean(),
  completionDate: isoDate.nullable(),
  audioUrl: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  /** Where the retelling comes from (public-domain original and its author). */
  source: z.string(),
  status: bookStatusSchema,
  completionDate: isoDate.nullable(),
  episodes: z.array(episodeSchema),
});
export type Book = z.infer<typeof bookSchema>;

export const questDataSchema = z.object({
  /** Consecutive days, in the learner's time zone, with at least one completed episode. */
  streak: z.number().int().nonnegative(),
  books: z.array(bookSchema),
});
export type QuestData = z.infer<typeof questDataSchema>;

export const setActiveQuestRequestSchema = z.object({ bookId: z.string().min(1).max(100) });
export type SetActiveQuestRequest = z.infer<typeof setActiveQuestRequestSchema>;

/** Sets (not flips) an episode's state, so a retried or duplicated request is harmless. */
export const setEpisodeCompletedRequestSchema = z.object({
  bookId: z.string().min(1).max(100),
  episodeId: z.string().min(1).max(100),
  completed: z.boolean(),
});
export type SetEpisodeCompletedRequest = z.infer<typeof setEpisodeCompletedRequestSchema>;

/** An episode ticked or unticked on the device, synced through POST /api/quest/episode/batch (decision 114). */
export const queuedEpisodeSchema = setEpisodeCompletedRequestSchema.extend({
  clientId: clientIdSchema,
  madeAt: madeAtSchema,
});
export type QueuedEpisode = z.infer<typeof queuedEpisodeSchema>;
export const episodeBatchRequestSchema = z.object({ ticks: syncBatch(queuedEpisodeSchema) });

export const questMessages = {
  bookNotFound: 'Quest not found!',
  episodeNotFound: 'This episode is not part of the quest.',
  alreadyCompleted: 'This quest is already completed.',
} as const;
