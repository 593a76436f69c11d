import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { courseFileSchema, type LessonNarration, lessonNarrationSchema } from '@kurio/shared/lessons';

export interface CatalogLesson {
  id: string;
  title: string;
  /** The script as the tutor reads it: paragraphs separated by blank lines (docs/product.md §7 fullScript). */
  fullScript: string;
  /** Absent until the narration build has produced this lesson's audio and timings. */
  narration?: LessonNarration & { audioUrl: string };
}

export interface LessonCatalog {
  course: { title: string; description: string };
  lessons: CatalogLesson[];
  find(id: string): CatalogLesson | undefined;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function normalizeScript(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

function loadNarration(contentDir: string, id: string): CatalogLesson['narration'] {
  const base = path.join(contentDir, 'generated', 'lessons', id);
  if (!existsSync(`${base}.mp3`) || !existsSync(`${base}.json`)) return undefined;
  const narration = lessonNarrationSchema.parse(readJson(`${base}.json`));
  // The hash changes whenever the narration is rebuilt, so the audio URL can be cached for good.
  return { ...narration, audioUrl: `/media/lessons/${id}.mp3?v=${narration.sourceHash.slice(0, 12)}` };
}

/**
 * Reads the course, every script and the narration timings once, at start. Content ships with the code,
 * so a malformed file stops the server with a message naming it; a lesson without narration is listed
 * as not ready.
 */
export function loadLessonCatalog(contentDir: string): LessonCatalog {
  const courseFile = path.join(contentDir, 'lessons', 'course.json');
  const course = courseFileSchema.parse(readJson(courseFile));
  const lessons = course.lessons.map((lesson) => {
    try {
      return {
        id: lesson.id,
        title: lesson.title,
        fullScript: normalizeScript(readFileSync(path.join(contentDir, 'lessons', lesson.script), 'utf8')),
        narration: loadNarration(contentDir, lesson.id),
      };
    } catch (error) {
      throw new Error(`Lesson content "${lesson.id}" is invalid: ${(error as Error).message}`);
    }
  });
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  if (byId.size !== lessons.length) throw new Error(`${courseFile} lists a lesson id twice`);
  return {
    course: { title: course.title, description: course.description },
    lessons,
    find: (id) => byId.get(id),
  };
}
