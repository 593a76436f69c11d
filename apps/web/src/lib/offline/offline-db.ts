import type { OfflineCard, QueuedReview } from '@kurio/shared/cards';
import type { QueuedProgress } from '@kurio/shared/lessons';
import type { QueuedEpisode } from '@kurio/shared/quests';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';

/** One thing the learner did on this device that the server has not confirmed yet (decision 114). */
export type OutboxItem =
  | { kind: 'review'; op: QueuedReview }
  | { kind: 'lessonProgress'; op: QueuedProgress }
  | { kind: 'questEpisode'; op: QueuedEpisode };
export type OutboxKind = OutboxItem['kind'];

interface OfflineSchema extends DBSchema {
  /** Keyed by the operation's client id. */
  outbox: { key: string; value: OutboxItem };
  /** The cards the review screen keeps, by card id, with their scheduler state. */
  cards: { key: number; value: OfflineCard };
  /**
   * Which scheduler's due dates apply to this learner, and how FSRS schedules them (decision 136); and a study
   * mode's session in progress, by mode and scope, so a reload resumes it (decision 162). Kept here rather than in
   * a store of its own: a new store needs a new database version, which a tab still open on the old one blocks.
   */
  settings:
    | { key: 'engine'; value: SchedulerEngine }
    | { key: 'fsrs'; value: FsrsSettings }
    | { key: `study:${string}`; value: unknown };
}
export type OfflineDb = IDBPDatabase<OfflineSchema>;

/** One database per signed-in user, so nobody sees another's queue or cards on a shared device. */
const databaseName = (userId: string) => `kurio-offline-${userId}`;
const opened = new Map<string, Promise<OfflineDb>>();

export function offlineDb(userId: string): Promise<OfflineDb> {
  let db = opened.get(userId);
  if (!db) {
    db = openDB<OfflineSchema>(databaseName(userId), 1, {
      upgrade(database) {
        database.createObjectStore('outbox', { keyPath: 'op.clientId' });
        database.createObjectStore('cards', { keyPath: 'id' });
        database.createObjectStore('settings');
      },
    });
    opened.set(userId, db);
  }
  return db;
}

/** Signing out leaves nothing of the user on the device: their queue and cards go with the database. */
export async function deleteOfflineData(userId: string): Promise<void> {
  const db = opened.get(userId);
  opened.delete(userId);
  if (db) (await db).close();
  await deleteDB(databaseName(userId));
}
