import { z } from 'zod';
import { safetyCategorySchema } from './child-safety';
import { basicEmailPattern } from './email';

/** Exact user-facing strings of docs/product.md §2, §5 and §8 for the companion, the parents area and the waitlist. */
export const companionMessages = {
  nameRequired: 'Character name is required',
  nameTooShort: 'Character name must be at least 2 characters',
  promptRequired: 'System prompt is required',
  promptTooShort: 'System prompt must be at least 10 characters',
  invalidEmail: 'Invalid email address.',
  waitlistJoined: 'Your email has been added to our waitlist. Thank you!',
  characterNotFound: 'That character does not exist or was deleted.',
  conversationNotFound: 'That conversation does not exist or was deleted.',
} as const;

export const characterNameMax = 40;
export const systemPromptMax = 4000;
export const childMessageMax = 500;
export const historyPreviewLength = 80;

/** docs/product.md §5: required, then the trimmed value's minimum length (the trimmed value is what is stored). */
export const characterInputSchema = z.object({
  name: z
    .string({ error: companionMessages.nameRequired })
    .refine((value) => value.length > 0, companionMessages.nameRequired)
    .transform((value) => value.trim())
    .refine((value) => value.length >= 2, companionMessages.nameTooShort)
    .refine(
      (value) => value.length <= characterNameMax,
      `Character name must be at most ${characterNameMax} characters`,
    ),
  systemPrompt: z
    .string({ error: companionMessages.promptRequired })
    .refine((value) => value.length > 0, companionMessages.promptRequired)
    .transform((value) => value.trim())
    .refine((value) => value.length >= 10, companionMessages.promptTooShort)
    .refine((value) => value.length <= systemPromptMax, `System prompt must be at most ${systemPromptMax} characters`),
});
export type CharacterInput = z.input<typeof characterInputSchema>;

export const characterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Served by our own avatar route; no third-party image service sees anything. */
  profileImageUrl: z.string().optional(),
  systemPrompt: z.string(),
  builtIn: z.boolean(),
  voice: z.object({ rate: z.number(), pitch: z.number() }),
});
export type Character = z.infer<typeof characterSchema>;

/** The public gallery of built-in characters shown on the waitlist page. */
export const galleryResponseSchema = z.object({
  characters: z.array(z.object({ id: z.string(), name: z.string(), tagline: z.string(), profileImageUrl: z.string() })),
});
export type GalleryCharacter = z.infer<typeof galleryResponseSchema>['characters'][number];

export const characterListResponseSchema = z.object({ characters: z.array(characterSchema) });
export const characterResponseSchema = z.object({ character: characterSchema });
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The DiceBear styles the server draws avatars in (docs/decisions/050). */
const avatarStyles = ['funEmoji', 'bottts', 'adventurer', 'bigSmile', 'thumbs'] as const;
export type AvatarStyle = (typeof avatarStyles)[number];
/** An avatar's address: its style, and its seed as the file name `<seed>.svg`. */
export const avatarParamsSchema = z.object({
  style: z.enum(avatarStyles),
  file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.svg$/),
});

export const messageRoleSchema = z.enum(['user', 'assistant']);
export const conversationMessageSchema = z.object({
  id: z.string(),
  role: messageRoleSchema,
  content: z.string(),
  /** Epoch milliseconds. */
  timestamp: z.number(),
  /** The safety layer replaced or blocked something in this exchange. */
  flagged: z.boolean(),
  flagReason: z.string().optional(),
  /** What the safety layer saw, when it stepped in. */
  flagCategory: safetyCategorySchema.optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  assistantId: z.string(),
  /** Null when the character no longer exists ('Unknown Assistant'). */
  assistantName: z.string().nullable(),
  /** Who talked; null for conversations from before child profiles. */
  childName: z.string().nullable(),
  messages: z.array(conversationMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListItemSchema = z.object({
  id: z.string(),
  assistantId: z.string(),
  assistantName: z.string().nullable(),
  firstMessageAt: z.number().nullable(),
  firstUserMessage: z.string().nullable(),
  messageCount: z.number().int(),
  /** Exchanges the safety layer stepped into; conversations with any come first in the history. */
  flaggedCount: z.number().int(),
  /** The distinct categories of those exchanges, most serious first. */
  flagCategories: z.array(safetyCategorySchema),
  /** Who talked; null for conversations from before child profiles. */
  childId: z.string().nullable(),
  childName: z.string().nullable(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

/** The JSON keys `sessions` and `session` predate the word conversation; clients read them, so they stay. */
export const conversationListResponseSchema = z.object({ sessions: z.array(conversationListItemSchema) });
export const conversationResponseSchema = z.object({ session: conversationSchema });
/** `childId` says who is talking; an account with one child may leave it out, one with none has no child. */
export const startConversationRequestSchema = z.object({
  assistantId: z.string().min(1).max(100),
  childId: z.string().min(1).max(100).optional(),
});

export const sendMessageRequestSchema = z.object({
  content: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'Say or type something first.')
    .refine((value) => value.length <= childMessageMax, `Please keep it under ${childMessageMax} characters.`),
});
export const sendMessageResponseSchema = z.object({
  userMessage: conversationMessageSchema,
  reply: conversationMessageSchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const conversationSummaryResponseSchema = z.object({ summary: z.string(), insights: z.array(z.string()) });
export type ConversationSummaryResponse = z.infer<typeof conversationSummaryResponseSchema>;

export const deletedResponseSchema = z.object({ deleted: z.number().int() });

/** docs/product.md §5 waitlist: trimmed, then the basic address pattern. */
export const waitlistRequestSchema = z.object({
  email: z
    .string({ error: companionMessages.invalidEmail })
    .trim()
    .max(254, companionMessages.invalidEmail)
    .regex(basicEmailPattern, companionMessages.invalidEmail),
});
export const waitlistResponseSchema = z.object({ ok: z.literal(true) });

/** The first user message cut to 80 characters plus '...' (docs/product.md §2). */
export function previewText(message: string | null): string {
  if (message === null) return 'No messages yet';
  return message.length > historyPreviewLength ? `${message.slice(0, historyPreviewLength)}...` : message;
}

/** Whole minutes between the first and last message, never negative. */
export function conversationDurationMinutes(messages: { timestamp: number }[]): number {
  if (messages.length < 2) return 0;
  const first = messages[0]!.timestamp;
  const last = messages[messages.length - 1]!.timestamp;
  return Math.max(0, Math.round((last - first) / 60_000));
}

/** The create form's defaults (docs/product.md §5): the default friend's name and a kid-friendly prompt. */
export const defaultCharacterName = 'Nova';
export const defaultCharacterPrompt = `You are Nova, a warm and curious friend for {childName} (age: {childAge}). {childName} loves {childInterests} and is {childPersonality}.

Talk in short, simple sentences a young child understands. Ask one gentle question at a time, celebrate their ideas, and help them wonder about the world. Never ask for personal details.

The grown-up's goal for these chats: {parentGoal}.`;

/** The placeholders a prompt may use; the server fills them from the child profile before the AI layer sees it. */
export const promptPlaceholders = [
  'childName',
  'childAge',
  'childInterests',
  'childPersonality',
  'parentGoal',
] as const;
