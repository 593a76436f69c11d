import { z } from 'zod';

/** Request size limits for the AI endpoints (cost and abuse control). */
export const aiLimits = {
  lessonTitle: 200,
  fullScript: 100_000,
  sentence: 2_000,
  messages: 40,
  message: 4_000,
  topic: 200,
} as const;

/** What each plan may use: generated cards per UTC month, other calls per UTC day. */
export const aiQuotas = {
  free: { cards: 50, tutor: 50, companion: 100, lessonCreate: 5 },
  pro: { cards: 2_000, tutor: 500, companion: 1_000, lessonCreate: 50 },
} as const;
export type AiQuotaKind = keyof (typeof aiQuotas)['free'];

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1, 'A message cannot be empty')
    .max(aiLimits.message, `Keep each message under ${aiLimits.message.toLocaleString('en-US')} characters`),
});

/** docs/product.md §7: POST /api/lesson/chat. `lessonId` is accepted now for server-side grounding later. */
export const lessonChatRequestSchema = z.object({
  lessonId: z.string().max(100).optional(),
  title: z.string().max(aiLimits.lessonTitle).optional(),
  fullScript: z
    .string({ error: 'The lesson transcript is required' })
    .trim()
    .min(1, 'The lesson transcript is required')
    .max(aiLimits.fullScript, 'The lesson transcript is too long'),
  currentSentence: z.string().max(aiLimits.sentence, 'The current sentence is too long').default(''),
  messages: z
    .array(chatMessageSchema)
    .min(1, 'Ask a question first')
    .max(aiLimits.messages, `Keep the conversation under ${aiLimits.messages} messages`)
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be your question'),
});
export type LessonChatRequest = z.infer<typeof lessonChatRequestSchema>;

export const lessonChatResponseSchema = z.object({ reply: z.string() });

export const createLessonRequestSchema = z.object({
  topic: z
    .string({ error: 'Topic is required' })
    .trim()
    .min(1, 'Topic is required')
    .max(aiLimits.topic, `Keep the topic under ${aiLimits.topic} characters`),
});

/**
 * Server-Sent Events of the streamed endpoints (Accept: text/event-stream):
 * `event: chunk` with data {"text"}, then `event: done` with data {} — or `event: error` with the
 * usual error body {code, message}.
 */
export const streamChunkSchema = z.object({ text: z.string() });
