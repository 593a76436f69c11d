import { aiLimits } from '@kurio/shared/ai';
import type { LessonChatMessage } from '@kurio/shared/lessons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { streamTutorReply } from '../api/tutor-reply';

/** The API's caps (docs/product.md §7 payload): the latest turns, each cut to the per-message limit. */
const toTutorTurns = (messages: LessonChatMessage[]) =>
  messages
    .slice(-aiLimits.messages)
    .map((message) => ({ role: message.sender, content: message.content.slice(0, aiLimits.message) }));

/** The id of the reply while it streams in: not an answer to act on yet. */
export const streamingMessageId = 'streaming';

const newMessageId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

interface TutorChatOptions {
  lessonId?: string;
  title?: string;
  fullScript: string;
  sentence: string;
  /** Earlier messages about this sentence (the raise-hand history). */
  history: LessonChatMessage[];
  save: (sentence: string, messages: LessonChatMessage[]) => Promise<void> | void;
}

/**
 * docs/product.md §4 lesson chat: idle → waiting (typing indicator) → idle. The reply streams into the list; the
 * question and the finished answer are then appended to the history. A failure ends the wait with an
 * error and hands the question back, so nothing typed is lost and the input never stays locked.
 */
export function useTutorChat({ lessonId, title, fullScript, sentence, history, save }: TutorChatOptions) {
  const [streaming, setStreaming] = useState<{ question: LessonChatMessage; reply: string } | null>(null);
  const [unsaved, setUnsaved] = useState<LessonChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** Resolves with the text to hand back to the input when the question could not be answered. */
  const send = useCallback(
    async (text: string): Promise<string | undefined> => {
      const content = text.trim();
      if (!content || abort.current) return undefined;
      const question: LessonChatMessage = { id: newMessageId(), content, sender: 'user', createdMs: Date.now() };
      const earlier = [...history, ...unsaved];
      setError(null);
      setStreaming({ question, reply: '' });
      const controller = new AbortController();
      abort.current = controller;
      try {
        const reply = await streamTutorReply(
          {
            lessonId,
            title,
            fullScript,
            currentSentence: sentence,
            messages: toTutorTurns([...earlier, question]),
          },
          (soFar) => setStreaming((current) => current && { ...current, reply: soFar }),
          controller.signal,
        );
        const answer: LessonChatMessage = {
          id: newMessageId(),
          content: reply,
          sender: 'assistant',
          createdMs: Date.now(),
        };
        try {
          await save(sentence, [question, answer]);
        } catch {
          setUnsaved((list) => [...list, question, answer]);
          setError('The answer is shown but could not be saved to your history.');
        }
        return undefined;
      } catch (failure) {
        if ((failure as Error).name === 'AbortError') return undefined;
        setError((failure as Error).message || 'The tutor could not answer. Please try again.');
        return content;
      } finally {
        abort.current = null;
        setStreaming(null);
      }
    },
    [lessonId, title, fullScript, sentence, history, unsaved, save],
  );

  const messages: LessonChatMessage[] = [...history, ...unsaved];
  // Once saved, the exchange is part of the history: do not show it twice while the stream state clears.
  if (streaming && !messages.some((message) => message.id === streaming.question.id)) {
    messages.push(streaming.question);
    if (streaming.reply)
      messages.push({ id: streamingMessageId, content: streaming.reply, sender: 'assistant', createdMs: 0 });
  }
  const waiting = streaming !== null;
  return { messages, waiting, typing: waiting && streaming.reply === '', error, send };
}
