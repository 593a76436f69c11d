import type { Book, QuestData } from '@kurio/shared/quests';
import { describe, expect, it } from 'vitest';
import { undoChange, withActiveBook, withEpisodeCompleted } from './quest-transitions';

const episode = (id: string, isCompleted = false) => ({
  id,
  title: `Episode ${id}`,
  duration: 90,
  isCompleted,
  completionDate: isCompleted ? '2026-01-01T10:00:00.000Z' : null,
  audioUrl: `/media/books/b/${id}.mp3`,
});
const book = (id: string, status: Book['status'], done: boolean[]): Book => ({
  id,
  title: `Book ${id}`,
  author: 'Someone',
  summary: 'A story.',
  source: 'Public domain.',
  status,
  completionDate: status === 'completed' ? '2026-01-01T10:00:00.000Z' : null,
  episodes: done.map((isDone, index) => episode(String(index + 1), isDone)),
});
const data = (...books: Book[]): QuestData => ({ streak: 2, books });
const now = new Date('2026-02-03T04:05:06.000Z');
const statusOf = (result: QuestData, id: string) => result.books.find((b) => b.id === id)!.status;

describe('withActiveBook', () => {
  it('activates the chosen book and turns the previously active one inProgress', () => {
    const result = withActiveBook(data(book('a', 'active', [true, false]), book('b', 'available', [false])), 'b');
    expect(statusOf(result, 'a')).toBe('inProgress');
    expect(statusOf(result, 'b')).toBe('active');
  });

  it('leaves other books as they are, by reference', () => {
    const untouched = book('c', 'completed', [true]);
    const result = withActiveBook(data(book('a', 'available', [false]), untouched), 'a');
    expect(result.books[1]).toBe(untouched);
  });
});

describe('withEpisodeCompleted', () => {
  it('sets and clears the completion date', () => {
    const ticked = withEpisodeCompleted(
      data(book('a', 'active', [false, false])),
      { bookId: 'a', episodeId: '2', completed: true },
      now,
    );
    expect(ticked.books[0]!.episodes[1]).toMatchObject({ isCompleted: true, completionDate: now.toISOString() });
    expect(ticked.books[0]!.status).toBe('active');
    const cleared = withEpisodeCompleted(ticked, { bookId: 'a', episodeId: '2', completed: false }, now);
    expect(cleared.books[0]!.episodes[1]).toMatchObject({ isCompleted: false, completionDate: null });
  });

  it('completes the book when the last episode is ticked and re-opens it when one is un-ticked', () => {
    const done = withEpisodeCompleted(
      data(book('a', 'active', [true, false])),
      { bookId: 'a', episodeId: '2', completed: true },
      now,
    );
    expect(done.books[0]).toMatchObject({ status: 'completed', completionDate: now.toISOString() });
    const reopened = withEpisodeCompleted(done, { bookId: 'a', episodeId: '1', completed: false }, now);
    expect(reopened.books[0]).toMatchObject({ status: 'inProgress', completionDate: null });
  });

  it('starts an untouched book on its first tick', () => {
    const result = withEpisodeCompleted(
      data(book('a', 'available', [false, false])),
      { bookId: 'a', episodeId: '1', completed: true },
      now,
    );
    expect(result.books[0]!.status).toBe('inProgress');
  });
});

describe('undoChange', () => {
  it('puts back only the books a failed change touched, keeping later changes to other books', () => {
    const before = data(book('a', 'active', [false]), book('b', 'available', [false, false]));
    const afterFailed = withEpisodeCompleted(before, { bookId: 'b', episodeId: '1', completed: true }, now);
    const laterChange = withActiveBook(afterFailed, 'a');
    const current = { ...laterChange, books: [book('a', 'active', [true]), laterChange.books[1]!] };
    const undone = undoChange(current, before, afterFailed);
    expect(undone.books[0]!.episodes[0]!.isCompleted).toBe(true);
    expect(undone.books[1]).toBe(before.books[1]);
  });
});
