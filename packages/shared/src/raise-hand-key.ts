// Kept apart from lessons.ts (zod schemas) so the web app's first bundle can use it without the validator.

/** docs/product.md §3: raiseHandHistory is keyed by lesson id plus sentence. */
export const raiseHandKey = (lessonId: string, sentence: string) => `${lessonId}:${sentence}`;
