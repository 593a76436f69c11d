import type { CreatedLessonSummary } from '@kurio/shared/created-lessons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { createdLessonsQueryKey } from '../api/get-created-lessons';
import { failureMessage, streamLesson } from '../api/stream-lesson';
import { topicFromMessage } from '../lib/topic-from-message';

/** A lesson assistant message (docs/product.md §3). */
export interface CreatorMessage {
  id: number;
  content: string;
  sender: 'user' | 'assistant';
  timestamp: string;
}

export const greeting = 'Welcome to your personalized audio mini-lessons! Ask me to create a lesson on any topic.';

/**
 * The chat and the lesson it writes: each message asks for a lesson, streamed into `lesson`. A finished lesson
 * is saved by the server and joins the learner's list at once.
 */
export function useLessonCreator() {
  const {
    user: { id: userId },
  } = useSignedInUser();
  const queryClient = useQueryClient();
  const nextId = useRef(1);
  const makeMessage = useCallback(
    (sender: CreatorMessage['sender'], content: string): CreatorMessage => ({
      id: nextId.current++,
      sender,
      content,
      timestamp: new Date().toISOString(),
    }),
    [],
  );
  const [messages, setMessages] = useState<CreatorMessage[]>(() => [
    { id: 0, sender: 'assistant', content: greeting, timestamp: new Date().toISOString() },
  ]);
  const [lesson, setLesson] = useState('');
  const [writing, setWriting] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === '' || writing) return false;
      const topic = topicFromMessage(message);
      const reply = makeMessage('assistant', `Writing a lesson on ${topic}…`);
      setMessages((current) => [...current, makeMessage('user', message), reply]);
      const update = (content: string) =>
        setMessages((current) => current.map((m) => (m.id === reply.id ? { ...m, content } : m)));
      const controller = new AbortController();
      abort.current = controller;
      setWriting(true);
      const previous = lesson;
      setLesson('');
      try {
        const { saved } = await streamLesson(topic, setLesson, controller.signal);
        if (saved) {
          queryClient.setQueryData<CreatedLessonSummary[]>(createdLessonsQueryKey(userId), (lessons) =>
            lessons ? [saved, ...lessons] : lessons,
          );
          void queryClient.invalidateQueries({ queryKey: createdLessonsQueryKey(userId) });
        }
        update(
          `Your lesson on ${topic} is ready. You can read it in the Lesson Content panel${saved ? ', and listen to it from Your lessons' : ''}.`,
        );
      } catch (error) {
        if (controller.signal.aborted) return true;
        setLesson(previous);
        update(failureMessage(error));
      } finally {
        if (!controller.signal.aborted) setWriting(false);
      }
      return true;
    },
    [makeMessage, writing, lesson, queryClient, userId],
  );

  return { messages, lesson, writing, send };
}
