import type { CardGenerationNote, GeneratedCard } from '@kurio/shared/card-generation';
import type { SafetyCategory } from '@kurio/shared/child-safety';
import type { AgeBand } from '@kurio/shared/children';

/** A chat turn as the features pass it to the AI layer. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TutorInput {
  /** The lesson as data: title and full transcript text (paragraphs separated by blank lines). */
  lesson: { title: string; fullScript: string };
  currentSentence: string;
  messages: ChatTurn[];
}

/** What a character likes, so it can answer questions about itself without a model. */
export interface CompanionPersona {
  /** Fits "My favourite colour is …", e.g. "blue, like the ocean". */
  favouriteColour: string;
  /** Fits "My favourite thing is …", e.g. "my steam train". */
  favouriteThing: string;
  /** Each fits "I love …", e.g. "counting the carriages". */
  likes: string[];
}

export interface CompanionCharacter {
  name: string;
  /** The parent-written or built-in prompt; always wrapped by the fixed safety layer. */
  systemPrompt: string;
  /** Built-in characters carry one; the offline provider derives one from the prompt otherwise. */
  persona?: CompanionPersona;
}

export interface ChildContext {
  name?: string;
  ageBand?: AgeBand;
  interests?: string;
  personality?: string;
  parentGoal?: string;
}

export interface CompanionReply {
  reply: string;
  /** True when the safety layer replaced or blocked something; shown to parents. */
  flagged: boolean;
  flagReason?: string;
  flagCategory?: SafetyCategory;
}

export interface ConversationSummary {
  summary: string;
  insights: string[];
}

export type AiErrorKind = 'unavailable' | 'timeout' | 'rateLimited' | 'badOutput' | 'cannotCover' | 'refused';

/** A failure a user can understand; routes turn it into 4xx/5xx with this message. */
export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    /** Inputs close to this one that the provider could serve, offered to the user to try instead. */
    readonly suggestions: string[] = [],
  ) {
    super(message);
  }
}

/** Cards as each is written; what the generator returns at the end is a note for the learner, if any. */
export type CardStream = AsyncGenerator<GeneratedCard, CardGenerationNote | undefined>;

/**
 * Every AI feature goes through this interface: one implementation per provider
 * (a model over HTTP, or the built-in offline provider).
 */
export interface AiService {
  readonly mode: 'offline' | 'openai-compatible' | 'openai' | 'anthropic';
  /**
   * Streams up to `quantity` distinct cards, each as soon as it is complete. The offline provider writes the
   * cards it can and returns a note when they are fewer than asked or about part of the topic; it throws an
   * AiError (with suggestions when it has some) only when it can write none. A model provider streams exactly
   * `quantity` or throws an AiError — before the first card when it knows at once, else after the cards it
   * could write.
   */
  generateCards(input: { topic: string; quantity: number; sourceText?: string }, signal?: AbortSignal): CardStream;
  /** Streams the reply as text chunks. */
  tutorReply(input: TutorInput, signal?: AbortSignal): AsyncIterable<string>;
  companionReply(
    input: { character: CompanionCharacter; child: ChildContext; history: ChatTurn[] },
    signal?: AbortSignal,
  ): Promise<CompanionReply>;
  summarizeConversation(messages: ChatTurn[], signal?: AbortSignal): Promise<ConversationSummary>;
  /** Streams a lesson as markdown. */
  createLesson(topic: string, signal?: AbortSignal): AsyncIterable<string>;
}

/** What the user said last (the question or remark being answered), or '' when nothing yet. */
export function lastUserMessage(turns: ChatTurn[]): string {
  return turns.findLast((turn) => turn.role === 'user')?.content.trim() ?? '';
}
