// Free of zod, so the lesson player can show them without building the lesson schemas.

/** docs/product.md §8 strings of the lesson player. */
export const lessonMessages = {
  notFound: 'Lesson not found!',
  notReady: 'Lesson not ready!',
} as const;
