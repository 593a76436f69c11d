import type { LessonChatRequest } from '@kurio/shared/ai';
import { lessonMessages } from '@kurio/shared/lesson-messages';
import type { TutorInput } from '../../../adapters/ai/ai-service';
import { notFound } from '../../domain-error';
import type { LessonCatalog } from './lesson-catalog';

/**
 * What the tutor reads. For a lesson of ours, the server's own copy of the script, and the current
 * sentence only if it is part of it: a browser-sent `fullScript` could otherwise turn the tutor into a
 * free general chatbot. Without a lesson id the request's (size-capped) text is used as sent.
 */
export function groundTutorInput(catalog: LessonCatalog, request: LessonChatRequest): TutorInput {
  const { lessonId, title, fullScript, currentSentence, messages } = request;
  if (lessonId === undefined) return { lesson: { title: title ?? 'Lesson', fullScript }, currentSentence, messages };
  const lesson = catalog.find(lessonId);
  if (!lesson) throw notFound(lessonMessages.notFound);
  const sentence = currentSentence.trim();
  return {
    lesson: { title: lesson.title, fullScript: lesson.fullScript },
    currentSentence: sentence && lesson.fullScript.includes(sentence) ? sentence : '',
    messages,
  };
}
