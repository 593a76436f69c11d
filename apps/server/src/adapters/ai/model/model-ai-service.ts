import { generatedCardTypes } from '@kurio/shared/card-generation';
import { generateText, type LanguageModel, type ModelMessage, Output, streamText } from 'ai';
import { z } from 'zod';
import { offlineConversationSummary } from '../../../offline-ai/conversation-summary';
import { AiError, type AiService, type CardStream, type ConversationSummary } from '../ai-service';
import { createCardSet } from '../cards/card-list';
import { createCardScanner } from './card-scanner';
import { startDeadline } from './deadline';
import {
  asData,
  cardsPrompt,
  companionSystemPrompt,
  lessonPrompt,
  summarySystemPrompt,
  tutorSystemPrompt,
} from './prompts';
import { timeoutMessage, toAiError } from './provider-errors';

/**
 * What the model is asked to write: every card says its type, so a strict structured output (every field required)
 * can hold a cloze card too (decision 168); the scanner reads each one into a GeneratedCard.
 */
const cardsOutputSchema = z.object({
  cards: z.array(z.object({ type: z.enum(generatedCardTypes), question: z.string().min(1), answer: z.string() })),
});
const summaryOutputSchema = z.object({ summary: z.string().min(1), insights: z.array(z.string().min(1)).max(6) });
const maxHistoryTurns = 20;
/** Stream errors arrive as error parts and are handled there; the SDK would otherwise also log them. */
const ignore = () => {};

export interface ModelAiServiceOptions {
  mode: Exclude<AiService['mode'], 'offline'>;
  model: LanguageModel;
  /** How long the model may stay silent before the call is given up. */
  timeoutMs: number;
}

/** What to throw: a timeout if the deadline fired, the caller's own abort as is, else a user-readable AiError. */
function failure(error: unknown, deadline: ReturnType<typeof startDeadline>, caller: AbortSignal | undefined): unknown {
  if (deadline.timedOut()) return new AiError('timeout', timeoutMessage);
  if (caller?.aborted) return error;
  return toAiError(error);
}

/** Runs one non-streamed call under the deadline and turns failures into AiError. */
async function guarded<T>(
  caller: AbortSignal | undefined,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
) {
  const deadline = startDeadline(caller, timeoutMs);
  try {
    return await call(deadline.signal);
  } catch (error) {
    throw failure(error, deadline, caller);
  } finally {
    deadline.end();
  }
}

/** Streams text deltas; an error part, a silent model or a caller abort ends the stream and the upstream call. */
async function* guardedStream(
  caller: AbortSignal | undefined,
  timeoutMs: number,
  start: (signal: AbortSignal) => { fullStream: ReturnType<typeof streamText>['fullStream'] },
): AsyncIterable<string> {
  const deadline = startDeadline(caller, timeoutMs);
  try {
    for await (const part of start(deadline.signal).fullStream) {
      if (part.type === 'text-delta') {
        deadline.refresh();
        if (part.text) yield part.text;
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw deadline.signal.reason ?? new Error('aborted');
      }
    }
  } catch (error) {
    throw failure(error, deadline, caller);
  } finally {
    deadline.end();
  }
}

/** The model and how long it may stay silent: what every call below needs. */
type ModelCall = Pick<ModelAiServiceOptions, 'model' | 'timeoutMs'>;

/** One structured, streamed call; yields each card as soon as its JSON object is complete. */
async function* cardsOnce({ model, timeoutMs }: ModelCall, system: string, prompt: string, signal?: AbortSignal) {
  const scanner = createCardScanner();
  const text = guardedStream(signal, timeoutMs, (abortSignal) =>
    streamText({
      model,
      system,
      prompt,
      output: Output.object({ schema: cardsOutputSchema, name: 'flashcards' }),
      maxRetries: 0,
      abortSignal,
      onError: ignore,
    }),
  );
  for await (const chunk of text) yield* scanner.push(chunk);
}

/**
 * The cards asked for, with one retry asking only for what is missing when the first answer was short, broken or
 * repetitive.
 */
async function* generateCards(
  call: ModelCall,
  { topic, quantity, sourceText }: Parameters<AiService['generateCards']>[0],
  signal?: AbortSignal,
): CardStream {
  const kept = createCardSet();
  for (let attempt = 0; attempt < 2 && kept.cards.length < quantity; attempt++) {
    const { system, prompt } = cardsPrompt(topic, quantity - kept.cards.length, sourceText);
    const avoid =
      kept.cards.length > 0
        ? `\n\nThese cards exist already; write different ones:\n${asData('existing', kept.cards.map((c) => `- ${c.question}`).join('\n'))}`
        : '';
    for await (const card of cardsOnce(call, system, prompt + avoid, signal)) {
      const accepted = kept.add(card);
      if (accepted) yield accepted;
      if (kept.cards.length === quantity) return;
    }
  }
  const count = kept.cards.length;
  throw new AiError(
    'badOutput',
    `The AI model wrote only ${count} usable card${count === 1 ? '' : 's'} of ${quantity}. Please try again.`,
  );
}

async function companionReply(
  { model, timeoutMs }: ModelCall,
  { character, child, history }: Parameters<AiService['companionReply']>[0],
  signal?: AbortSignal,
) {
  const reply = await guarded(signal, timeoutMs, async (abortSignal) => {
    const result = await generateText({
      model,
      system: companionSystemPrompt(character, child),
      messages: history.slice(-maxHistoryTurns),
      maxOutputTokens: 300,
      maxRetries: 0,
      abortSignal,
    });
    return result.text.trim();
  });
  return { reply, flagged: false };
}

async function summarizeConversation(
  { model, timeoutMs }: ModelCall,
  messages: Parameters<AiService['summarizeConversation']>[0],
  signal?: AbortSignal,
): Promise<ConversationSummary> {
  const transcript = messages.map((m) => `${m.role === 'user' ? 'Child' : 'Companion'}: ${m.content}`).join('\n');
  try {
    return await guarded(signal, timeoutMs, async (abortSignal) => {
      const result = await generateText({
        model,
        system: summarySystemPrompt,
        prompt: asData('conversation', transcript),
        output: Output.object({ schema: summaryOutputSchema, name: 'conversation_summary' }),
        maxRetries: 0,
        abortSignal,
      });
      return result.output;
    });
  } catch (error) {
    // Parents still get the figures computed from the transcript when the model's answer is unreadable.
    if (error instanceof AiError && error.kind === 'badOutput') return offlineConversationSummary(messages);
    throw error;
  }
}

/** Any model behind the Vercel AI SDK: OpenAI-compatible servers, OpenAI, Anthropic. */
export function createModelAiService({ mode, model, timeoutMs }: ModelAiServiceOptions): AiService {
  const call = { model, timeoutMs };
  return {
    mode,
    generateCards: (input, signal) => generateCards(call, input, signal),
    tutorReply(input, signal) {
      const messages: ModelMessage[] = input.messages.slice(-maxHistoryTurns);
      return guardedStream(signal, timeoutMs, (abortSignal) =>
        streamText({ model, system: tutorSystemPrompt(input), messages, maxRetries: 0, abortSignal, onError: ignore }),
      );
    },
    createLesson(topic, signal) {
      const { system, prompt } = lessonPrompt(topic);
      return guardedStream(signal, timeoutMs, (abortSignal) =>
        streamText({ model, system, prompt, maxRetries: 0, abortSignal, onError: ignore }),
      );
    },
    companionReply: (input, signal) => companionReply(call, input, signal),
    summarizeConversation: (messages, signal) => summarizeConversation(call, messages, signal),
  };
}
