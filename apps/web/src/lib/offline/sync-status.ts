import { create } from 'zustand';
import type { OutboxKind } from './offline-db';

/**
 * unread: the device's outbox has not been read yet since the app started; idle: nothing being sent (all synced
 * when nothing is pending); syncing: a batch is on its way; offline: no network, the queue waits for it; failed:
 * the server could not take the batch (Retry sends it again).
 */
export type SyncPhase = 'unread' | 'idle' | 'syncing' | 'offline' | 'failed';

export type PendingCounts = Record<OutboxKind, number>;
export const noPending: PendingCounts = { review: 0, lessonProgress: 0, questEpisode: 0 };

interface SyncStatus {
  phase: SyncPhase;
  pending: PendingCounts;
  /** Why the last sync failed, fit to show. */
  failure?: string;
}

/** Where the device's outbox stands, for the status line on the review screen and the dashboard. */
export const useSyncStatus = create<SyncStatus>()(() => ({ phase: 'unread', pending: noPending }));
