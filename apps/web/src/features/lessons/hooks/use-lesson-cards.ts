import { useCallback, useState } from 'react';
import { showWarning } from '../../../stores/warning-bar';
import { createLessonCard } from '../api/create-lesson-card';

export type CardStatus = 'idle' | 'saving' | 'saved';

/**
 * "Make cards from this": turns a question and the tutor's answer into a card in the lesson's deck, and
 * remembers which answers were saved during this visit so each shows it is done.
 */
export function useLessonCards(lessonTitle: string) {
  const [statuses, setStatuses] = useState<Record<string, CardStatus>>({});

  const make = useCallback(
    async (answerId: string, question: string, answer: string) => {
      const setStatus = (status: CardStatus) => setStatuses((current) => ({ ...current, [answerId]: status }));
      setStatus('saving');
      try {
        await createLessonCard(lessonTitle, { question, answer });
        setStatus('saved');
        showWarning(`Card saved to deck "${lessonTitle}"`);
      } catch (error) {
        setStatus('idle');
        showWarning((error as Error).message || 'The card could not be saved. Please try again.');
      }
    },
    [lessonTitle],
  );

  const status = (answerId: string): CardStatus => statuses[answerId] ?? 'idle';
  return { status, make };
}
