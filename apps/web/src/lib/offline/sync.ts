import { routes } from '@kurio/shared/api/routes';
import { maxSyncBatch, type SyncResponse, type SyncResult } from '@kurio/shared/sync';
import { showWarning } from '../../stores/warning-bar';
import { ApiError, callApi } from '../api-client';
import { queryClient } from '../query-client';
import type { OutboxItem, OutboxKind } from './offline-db';
import { countByKind, putItem, queuedItems, removeItems } from './outbox';
import { useSyncStatus } from './sync-status';

type Ops<Kind extends OutboxKind> = Extract<OutboxItem, { kind: Kind }>['op'][];
type Endpoint<Kind extends OutboxKind> = { send: (batch: Ops<Kind>) => Promise<SyncResponse>; queries: string };

/** Where each kind of operation goes and which queries it changes. */
const endpoints: { [Kind in OutboxKind]: Endpoint<Kind> } = {
  review: { send: (reviews) => callApi(routes.card.syncReviews, { body: { reviews } }), queries: 'cards' },
  lessonProgress: { send: (updates) => callApi(routes.lesson.syncProgress, { body: { updates } }), queries: 'lessons' },
  questEpisode: { send: (ticks) => callApi(routes.quest.syncEpisodes, { body: { ticks } }), queries: 'quest' },
};

/** Syncs run one after another; `next` is the one waiting to start, which every new request joins. */
let tail: Promise<unknown> = Promise.resolve();
let next: Promise<void> | undefined;

/** Runs `work` when no sync is sending, so what it takes out of the outbox cannot be half-sent. */
export function whileNotSyncing<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work);
  tail = run.catch(() => {});
  return run;
}

/**
 * Sends everything in the user's outbox, oldest first, in batches per kind; each answered operation leaves the
 * outbox whatever the answer (applied, already applied, or dropped because what it refers to is gone), so the
 * server sees each once. Resolves when done or failed; the status store says which.
 */
export function syncOutbox(userId: string): Promise<void> {
  if (next) return next;
  const run = whileNotSyncing(() => {
    next = undefined;
    return sendAll(userId);
  });
  next = run;
  return run;
}

/** Keeps an operation the learner just did, then syncs at once when online; resolves once that sync settled. */
export async function queueOperation(userId: string, item: OutboxItem): Promise<void> {
  await putItem(userId, item);
  await syncOutbox(userId);
}

/** Takes a not-yet-sent operation back (undo); answers false when it has already reached the server. */
export function unqueueOperation(userId: string, clientId: string): Promise<boolean> {
  return whileNotSyncing(async () => {
    const found = await removeItems(userId, [clientId]);
    useSyncStatus.setState({ pending: countByKind(await queuedItems(userId)) });
    return found;
  });
}

async function sendAll(userId: string): Promise<void> {
  let items = await queuedItems(userId);
  useSyncStatus.setState({ pending: countByKind(items) });
  if (items.length === 0) return void useSyncStatus.setState({ phase: 'idle', failure: undefined });
  if (!navigator.onLine) return void useSyncStatus.setState({ phase: 'offline' });
  useSyncStatus.setState({ phase: 'syncing' });
  const dropped: SyncResult[] = [];
  try {
    for (const kind of Object.keys(endpoints) as OutboxKind[]) {
      const ops = items.filter((item) => item.kind === kind).map((item) => item.op);
      for (let start = 0; start < ops.length; start += maxSyncBatch) {
        const batch = ops.slice(start, start + maxSyncBatch);
        const { results } = await (endpoints[kind] as Endpoint<OutboxKind>).send(batch as Ops<OutboxKind>);
        await removeItems(
          userId,
          results.map((result) => result.clientId),
        );
        dropped.push(...results.filter((result) => result.status === 'notFound' || result.status === 'invalid'));
      }
      if (ops.length > 0) void queryClient.invalidateQueries({ queryKey: [endpoints[kind].queries] });
    }
    items = await queuedItems(userId);
    useSyncStatus.setState({ phase: 'idle', failure: undefined, pending: countByKind(items) });
    if (dropped.length > 0) showWarning(droppedMessage(dropped));
  } catch (error) {
    const offline = error instanceof ApiError && error.status === 0;
    useSyncStatus.setState({
      phase: offline ? 'offline' : 'failed',
      failure: error instanceof Error ? error.message : 'Could not sync.',
      pending: countByKind(await queuedItems(userId)),
    });
  }
}

const droppedMessage = (dropped: SyncResult[]) =>
  dropped.length === 1
    ? `One change made offline was not kept: ${dropped[0]!.message ?? 'it no longer applies'}.`
    : `${dropped.length} changes made offline were not kept: what they changed was deleted meanwhile or they were timed ahead of the clock.`;
