import 'fake-indexeddb/auto';
import type { SyncResponse } from '@kurio/shared/sync';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteOfflineData, type OutboxItem } from './offline-db';
import { putItem, queuedItems } from './outbox';
import { queueOperation, syncOutbox, unqueueOperation } from './sync';
import { noPending, useSyncStatus } from './sync-status';

let userId: string;
let online: boolean;
const sent: { path: string; body: Record<string, { clientId: string }[]> }[] = [];

const review = (clientId: string, reviewedAt: number, id = 1): OutboxItem => ({
  kind: 'review',
  op: { clientId, id, quality: 4, reviewedAt },
});
const tick = (clientId: string, madeAt: number): OutboxItem => ({
  kind: 'questEpisode',
  op: { clientId, bookId: 'wizard-of-oz', episodeId: 'one', completed: true, madeAt },
});
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The server: answers every operation as applied unless told otherwise. */
function serve(answer: (ops: { clientId: string }[]) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (url, init) => {
      const body = JSON.parse(String(init?.body));
      sent.push({ path: String(url), body });
      return answer(Object.values(body)[0] as { clientId: string }[]);
    }),
  );
}
const applied = (ops: { clientId: string }[]) =>
  Response.json({ results: ops.map((op) => ({ clientId: op.clientId, status: 'applied' })) } satisfies SyncResponse);

beforeEach(() => {
  userId = crypto.randomUUID();
  online = true;
  sent.length = 0;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useSyncStatus.setState({ phase: 'idle', pending: noPending, failure: undefined });
  serve(applied);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await deleteOfflineData(userId);
});

describe('the offline outbox', () => {
  it('sends each kind to its batch endpoint oldest first, once, and empties the queue', async () => {
    await putItem(userId, review(uuid(2), 2000));
    await putItem(userId, tick(uuid(3), 1500));
    await putItem(userId, review(uuid(1), 1000));
    await syncOutbox(userId);
    expect(sent.map((call) => call.path)).toEqual(['/api/card/review/batch', '/api/quest/episode/batch']);
    expect(sent[0]!.body.reviews!.map((op) => op.clientId)).toEqual([uuid(1), uuid(2)]);
    expect(await queuedItems(userId)).toEqual([]);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'idle', pending: noPending });
    await syncOutbox(userId);
    expect(sent).toHaveLength(2);
  });

  it('keeps everything while offline and says how much waits; the next sync online sends it', async () => {
    online = false;
    await queueOperation(userId, review(uuid(1), 1000));
    await queueOperation(userId, review(uuid(2), 2000));
    await queueOperation(userId, tick(uuid(3), 3000));
    expect(sent).toEqual([]);
    expect(useSyncStatus.getState()).toMatchObject({
      phase: 'offline',
      pending: { review: 2, lessonProgress: 0, questEpisode: 1 },
    });
    online = true;
    await syncOutbox(userId);
    expect(sent.flatMap((call) => Object.values(call.body)[0]!.map((op) => op.clientId))).toEqual([
      uuid(1),
      uuid(2),
      uuid(3),
    ]);
    expect(useSyncStatus.getState().pending).toEqual(noPending);
  });

  it('keeps the queue when the network drops or the server fails, and Retry sends it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await queueOperation(userId, review(uuid(1), 1000));
    expect(useSyncStatus.getState().phase).toBe('offline');
    serve(() => Response.json({ code: 'internal', message: 'Something went wrong.' }, { status: 500 }));
    await syncOutbox(userId);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'failed', failure: 'Something went wrong.' });
    expect(await queuedItems(userId)).toHaveLength(1);
    serve(applied);
    await syncOutbox(userId);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'idle', pending: noPending });
    expect(await queuedItems(userId)).toEqual([]);
  });

  it('drops what the server reports as not found, and says so', async () => {
    serve((ops) =>
      Response.json({
        results: ops.map((op) => ({ clientId: op.clientId, status: 'notFound', message: 'Card not found' })),
      }),
    );
    await queueOperation(userId, review(uuid(1), 1000));
    expect(await queuedItems(userId)).toEqual([]);
    const { useWarningBar } = await import('../../stores/warning-bar');
    expect(useWarningBar.getState().message).toBe('One change made offline was not kept: Card not found.');
  });

  it('undo takes back an operation not yet sent, and only that one; a sent one stays sent', async () => {
    online = false;
    await queueOperation(userId, review(uuid(1), 1000));
    await queueOperation(userId, review(uuid(2), 2000));
    expect(await unqueueOperation(userId, uuid(2))).toBe(true);
    expect((await queuedItems(userId)).map((item) => item.op.clientId)).toEqual([uuid(1)]);
    expect(useSyncStatus.getState().pending.review).toBe(1);
    online = true;
    await syncOutbox(userId);
    expect(await unqueueOperation(userId, uuid(1))).toBe(false);
    expect(sent[0]!.body.reviews!.map((op) => op.clientId)).toEqual([uuid(1)]);
  });

  it('keeps each user’s queue apart and signing out deletes it', async () => {
    online = false;
    const other = crypto.randomUUID();
    await queueOperation(userId, review(uuid(1), 1000));
    await queueOperation(other, review(uuid(2), 1000));
    expect((await queuedItems(other)).map((item) => item.op.clientId)).toEqual([uuid(2)]);
    await deleteOfflineData(other);
    expect(await queuedItems(other)).toEqual([]);
    expect(await queuedItems(userId)).toHaveLength(1);
    await deleteOfflineData(other);
  });
});
