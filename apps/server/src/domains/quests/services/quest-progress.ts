import type { BookStatus, QuestData } from '@kurio/shared/quests';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { questBooks, questEpisodes } from '../../../db/schema/quests';
import type { BookCatalog, CatalogBook } from './books';
import { dayStreak } from './streak';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Clock {
  now: Date;
  timeZone: string;
}

/** Every quest change of one learner runs alone: two tabs ticking the last two episodes still complete the book. */
async function lockLearner(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`quest:${userId}`}, 0))`);
}

/** docs/product.md §3 "User quest data": every book of the catalog with this learner's status and completions. */
export async function readQuestData(db: Db, catalog: BookCatalog, userId: string, clock: Clock): Promise<QuestData> {
  const [bookRows, episodeRows] = await Promise.all([
    db.select().from(questBooks).where(eq(questBooks.userId, userId)),
    db.select().from(questEpisodes).where(eq(questEpisodes.userId, userId)),
  ]);
  const bookRowById = new Map(bookRows.map((row) => [row.bookId, row]));
  const completedAt = new Map(episodeRows.map((row) => [`${row.bookId}/${row.episodeId}`, row.completedAt]));
  const books = catalog.books.map((book) => {
    const row = bookRowById.get(book.id);
    return {
      id: book.id,
      title: book.title,
      author: book.author,
      summary: book.summary,
      source: book.source,
      status: (row?.status ?? 'available') as BookStatus,
      completionDate: row?.completedAt?.toISOString() ?? null,
      episodes: book.episodes.map((episode) => {
        const done = completedAt.get(`${book.id}/${episode.id}`);
        return { ...episode, isCompleted: done !== undefined, completionDate: done?.toISOString() ?? null };
      }),
    };
  });
  const completions = episodeRows
    .filter((row) => catalog.find(row.bookId)?.episodes.some((episode) => episode.id === row.episodeId))
    .map((row) => row.completedAt);
  return { streak: dayStreak(completions, clock.now, clock.timeZone), books };
}

type StoredStatus = Exclude<BookStatus, 'available'>;

/** The book row after an episode change, or undefined when it stays as it is. */
function nextBookState(
  status: StoredStatus | undefined,
  allDone: boolean,
  ticked: boolean,
  now: Date,
): { status: StoredStatus; completedAt: Date | null } | undefined {
  if (allDone) return status === 'completed' ? undefined : { status: 'completed', completedAt: now };
  if (status === 'completed') return { status: 'inProgress', completedAt: null };
  if (status === undefined && ticked) return { status: 'inProgress', completedAt: null };
  return undefined;
}

export type SetActiveResult = 'ok' | 'alreadyCompleted';

/** docs/product.md §4: the chosen book becomes active; the previously active one becomes inProgress. */
export async function setActiveQuest(db: Db, userId: string, book: CatalogBook, now: Date): Promise<SetActiveResult> {
  return db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const [current] = await tx
      .select({ status: questBooks.status })
      .from(questBooks)
      .where(and(eq(questBooks.userId, userId), eq(questBooks.bookId, book.id)));
    if (current?.status === 'completed') return 'alreadyCompleted';
    if (current?.status === 'active') return 'ok';
    await tx
      .update(questBooks)
      .set({ status: 'inProgress', updatedAt: now })
      .where(and(eq(questBooks.userId, userId), eq(questBooks.status, 'active'), ne(questBooks.bookId, book.id)));
    await tx
      .insert(questBooks)
      .values({ userId, bookId: book.id, status: 'active', updatedAt: now })
      .onConflictDoUpdate({
        target: [questBooks.userId, questBooks.bookId],
        set: { status: 'active', updatedAt: now },
      });
    return 'ok';
  });
}

/**
 * Sets one episode completed or not (idempotent, unlike a flip), then settles the book: every episode
 * done → completed with a date; one un-ticked on a completed book → back to inProgress; a first tick on
 * an untouched book → inProgress.
 */
export async function setEpisodeCompleted(
  db: Db,
  userId: string,
  book: CatalogBook,
  episodeId: string,
  completed: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const episodeKey = and(
      eq(questEpisodes.userId, userId),
      eq(questEpisodes.bookId, book.id),
      eq(questEpisodes.episodeId, episodeId),
    );
    if (completed) {
      await tx
        .insert(questEpisodes)
        .values({ userId, bookId: book.id, episodeId, completedAt: now })
        .onConflictDoNothing();
    } else {
      await tx.delete(questEpisodes).where(episodeKey);
    }
    const doneRows = await tx
      .select({ episodeId: questEpisodes.episodeId })
      .from(questEpisodes)
      .where(and(eq(questEpisodes.userId, userId), eq(questEpisodes.bookId, book.id)));
    const done = new Set(doneRows.map((row) => row.episodeId));
    const allDone = book.episodes.every((episode) => done.has(episode.id));
    const [row] = await tx
      .select({ status: questBooks.status })
      .from(questBooks)
      .where(and(eq(questBooks.userId, userId), eq(questBooks.bookId, book.id)));
    const next = nextBookState(row?.status, allDone, completed, now);
    if (!next) return;
    await tx
      .insert(questBooks)
      .values({ userId, bookId: book.id, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: [questBooks.userId, questBooks.bookId], set: { ...next, updatedAt: now } });
  });
}
