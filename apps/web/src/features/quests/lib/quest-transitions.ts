import type { Book, QuestData } from '@kurio/shared/quests';

// The client's guess of the server's answer, shown at once; the server's answer replaces it.
// Only books that change get new objects, so a failed change can put exactly those back.

function mapBooks(data: QuestData, change: (book: Book) => Book): QuestData {
  return { ...data, books: data.books.map(change) };
}

/** docs/product.md §4: the chosen book becomes active; the previously active one becomes inProgress. */
export function withActiveBook(data: QuestData, bookId: string): QuestData {
  return mapBooks(data, (book) => {
    if (book.id === bookId) return book.status === 'active' ? book : { ...book, status: 'active' };
    return book.status === 'active' ? { ...book, status: 'inProgress' } : book;
  });
}

/**
 * docs/product.md §4: an episode's completion with its date; every episode done completes the book, one undone
 * re-opens it.
 */
export function withEpisodeCompleted(
  data: QuestData,
  change: { bookId: string; episodeId: string; completed: boolean },
  now: Date,
): QuestData {
  return mapBooks(data, (book) => {
    if (book.id !== change.bookId) return book;
    const episodes = book.episodes.map((episode) => {
      if (episode.id !== change.episodeId || episode.isCompleted === change.completed) return episode;
      return { ...episode, isCompleted: change.completed, completionDate: change.completed ? now.toISOString() : null };
    });
    const allDone = episodes.every((episode) => episode.isCompleted);
    if (allDone) {
      return book.status === 'completed'
        ? { ...book, episodes }
        : { ...book, episodes, status: 'completed', completionDate: now.toISOString() };
    }
    if (book.status === 'completed') return { ...book, episodes, status: 'inProgress', completionDate: null };
    if (book.status === 'available' && change.completed) return { ...book, episodes, status: 'inProgress' };
    return { ...book, episodes };
  });
}

/** Puts back the books a failed change touched, keeping every other change made since. */
export function undoChange(current: QuestData, before: QuestData, after: QuestData): QuestData {
  const restored = new Map<string, Book>();
  before.books.forEach((book, index) => {
    if (after.books[index] !== book) restored.set(book.id, book);
  });
  return mapBooks(current, (book) => restored.get(book.id) ?? book);
}

export const completedCount = (book: Book) => book.episodes.filter((episode) => episode.isCompleted).length;
