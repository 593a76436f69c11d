import { defaultFsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import 'fake-indexeddb/auto';
import type { OfflineCard, OfflineCards } from '@kurio/shared/cards';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineCard } from '../../../../test/offline-card';
import { deleteOfflineData } from '../../../lib/offline/offline-db';
import { queuedItems } from '../../../lib/offline/outbox';
import { offlineCardsQueryOptions } from '../api/offline-cards';
import { loadCachedCards, putCachedCards } from '../lib/card-cache';
import { useReviewRun } from './use-review-run';
import { useUndoStack } from './use-undo-stack';

const userId = 'learner-1';
const server = vi.hoisted(() => ({
  snapshot: undefined as OfflineCards | undefined,
  synced: 0,
  unqueued: true,
  undone: undefined as OfflineCard | undefined,
  /** Holds the device's copy back from being replaced until it resolves, and says when that began. */
  replacing: undefined as { began: () => void; release: Promise<void> } | undefined,
}));

vi.mock('../../../sign-in/use-signed-in-user', () => ({ useSignedInUser: () => ({ user: { id: 'learner-1' } }) }));
vi.mock('../api/offline-cards', async (real) => ({
  ...(await real<typeof import('../api/offline-cards')>()),
  getOfflineCards: async () => {
    if (!server.snapshot) throw new Error('offline');
    return server.snapshot;
  },
}));
vi.mock('../lib/card-cache', async (real) => {
  const cache = await real<typeof import('../lib/card-cache')>();
  return {
    ...cache,
    replaceCachedCards: async (...args: Parameters<typeof cache.replaceCachedCards>) => {
      server.replacing?.began();
      await server.replacing?.release;
      return cache.replaceCachedCards(...args);
    },
  };
});
vi.mock('../api/undo-review', () => ({ undoLastReview: async () => ({ card: server.undone, quality: 4 }) }));
vi.mock('../../../lib/offline/sync', async (real) => ({
  ...(await real<typeof import('../../../lib/offline/sync')>()),
  syncOutbox: async () => {
    server.synced += 1;
  },
  unqueueOperation: async () => server.unqueued,
}));

const now = Date.now();
const card = (id: number, dueAt = now - 1000) => offlineCard(id, dueAt);
/** A card of the reversed note "dog", due a moment apart. */
const reversed = (id: number, ordinal: number): OfflineCard => ({
  ...card(id, now - 5000 + id),
  type: 'reversed',
  ordinal,
  noteId: 'note-dog',
});

beforeEach(() => {
  server.snapshot = { engine: 'sm2', fsrs: defaultFsrsSettings, cards: [card(1, now - 5000), card(2)] };
  server.synced = 0;
  server.unqueued = true;
  server.replacing = undefined;
  useUndoStack.setState({ entries: [] });
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await deleteOfflineData(userId);
});

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);
const renderReviewRun = () => renderHook(() => useReviewRun(undefined), { wrapper });

async function reviewing() {
  const view = renderReviewRun();
  await waitFor(() => expect(view.result.current.current).toEqual({ card: card(1, now - 5000) }));
  return view;
}

describe('useReviewRun', () => {
  it('opens on the first card of the answer a server-rendered page came with, before the device is read', async () => {
    queryClient.setQueryData(offlineCardsQueryOptions(undefined).queryKey, {
      engine: 'sm2',
      fsrs: defaultFsrsSettings,
      cards: [card(7, now - 9000), card(8)],
    });
    const { result } = renderReviewRun();
    expect(result.current.current).toEqual({ card: card(7, now - 9000) });
    // Then the server is asked afresh, and its answer replaces the rendered one.
    await waitFor(() => expect(result.current.current).toEqual({ card: card(1, now - 5000) }));
    expect(server.synced).toBe(1);
  });

  it('takes the server’s cards, keeps them on the device, and shows the most overdue', async () => {
    await reviewing();
    expect((await loadCachedCards(userId)).cards.map((kept) => kept.id)).toEqual([1, 2]);
    expect(server.synced).toBe(1);
  });

  it('starts from the device’s cards when the server cannot be reached', async () => {
    await putCachedCards(userId, [card(1, now - 5000)]);
    server.snapshot = undefined;
    await reviewing();
  });

  it('rates only a revealed card, shows the next at once, then keeps and sends the rating', async () => {
    const { result } = await reviewing();
    act(() => result.current.rate(5));
    expect(result.current.current).toEqual({ card: card(1, now - 5000) });
    act(() => result.current.reveal());
    expect(result.current.revealed).toBe(true);
    act(() => result.current.rate(5));
    expect(result.current.current).toEqual({ card: card(2) });
    expect(result.current.revealed).toBe(false);
    expect(result.current.canUndo).toBe(true);
    await waitFor(() => expect(server.synced).toBe(2));
    const [queued] = await queuedItems(userId);
    expect(queued).toMatchObject({ kind: 'review', op: { id: 1, quality: 5 } });
    const rated = (await loadCachedCards(userId)).cards.find((kept) => kept.id === 1)!;
    expect(rated.dueAt).toBeGreaterThan(now);
  });

  it('sends how long each answer took from the card shown, a card left on screen counting as a minute', async () => {
    let clock = now;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const { result } = await reviewing();
    act(() => result.current.reveal());
    clock += 4200;
    act(() => result.current.rate(4));
    act(() => result.current.reveal());
    clock += 15 * 60_000;
    act(() => result.current.rate(3));
    await waitFor(async () => expect(await queuedItems(userId)).toHaveLength(2));
    const ops = (await queuedItems(userId)).map((item) => item.op);
    expect(ops).toMatchObject([
      { id: 1, quality: 4, answerMs: 4200 },
      { id: 2, quality: 3, answerMs: 60_000 },
    ]);
  });

  it('asks the server again once the device has no card left, keeping the card it rated', async () => {
    server.snapshot = { engine: 'sm2', fsrs: defaultFsrsSettings, cards: [card(1)] };
    const { result } = renderReviewRun();
    await waitFor(() => expect(result.current.current).toEqual({ card: card(1) }));
    server.snapshot = { engine: 'sm2', fsrs: defaultFsrsSettings, cards: [card(1), card(3)] };
    act(() => result.current.reveal());
    act(() => result.current.rate(4));
    expect(result.current.current).toMatchObject({ dueIn: expect.any(String) });
    await waitFor(() => expect(result.current.current).toEqual({ card: card(3) }));
    expect(server.synced).toBe(3);
  });

  it('a card rated while the server’s answer replaces the device’s copy is not shown again', async () => {
    queryClient.setQueryData(offlineCardsQueryOptions(undefined).queryKey, server.snapshot);
    let began!: () => void;
    const replacing = new Promise<void>((resolve) => {
      began = resolve;
    });
    let release!: () => void;
    server.replacing = { began, release: new Promise((resolve) => (release = resolve)) };
    const { result } = renderReviewRun();
    expect(result.current.current).toEqual({ card: card(1, now - 5000) });
    await replacing;
    act(() => result.current.reveal());
    act(() => result.current.rate(4));
    release();
    await waitFor(async () => expect(await queuedItems(userId)).toHaveLength(1));
    expect(result.current.current).toEqual({ card: card(2) });
    act(() => result.current.reveal());
    act(() => result.current.rate(4));
    expect(result.current.current).toMatchObject({ dueIn: expect.any(String) });
    const rated = (await loadCachedCards(userId)).cards.find((kept) => kept.id === 1)!;
    expect(rated.dueAt).toBeGreaterThan(now);
  });

  it('undoes a rating still on the device by taking it out of the queue', async () => {
    const { result } = await reviewing();
    act(() => result.current.reveal());
    act(() => result.current.rate(5));
    await act(() => result.current.undo());
    expect(result.current.current).toEqual({ card: card(1, now - 5000) });
    expect(result.current.canUndo).toBe(false);
    expect(result.current.busy).toBe(false);
    expect((await loadCachedCards(userId)).cards.find((kept) => kept.id === 1)).toEqual(card(1, now - 5000));
  });

  it('undoes a rating the server holds through the server, with the card as it was', async () => {
    const { result } = await reviewing();
    act(() => result.current.reveal());
    act(() => result.current.rate(5));
    server.unqueued = false;
    server.undone = card(1, now - 5000);
    server.snapshot = { engine: 'sm2', fsrs: defaultFsrsSettings, cards: [card(2)] };
    await act(() => result.current.undo());
    expect(result.current.current).toMatchObject({ card: { id: 1 } });
    expect(result.current.canUndo).toBe(false);
  });

  it('keeps the siblings a rating buried on the device: a reload, offline or before the rating syncs, skips them', async () => {
    server.snapshot = { engine: 'sm2', fsrs: defaultFsrsSettings, cards: [reversed(1, 1), reversed(2, 2), card(3)] };
    const first = renderReviewRun();
    await waitFor(() => expect(first.result.current.current).toEqual({ card: reversed(1, 1) }));
    act(() => first.result.current.reveal());
    act(() => first.result.current.rate(4));
    expect(first.result.current.current).toEqual({ card: card(3) });
    const keptSibling = async () => (await loadCachedCards(userId)).cards.find((sibling) => sibling.id === 2)!;
    await waitFor(async () => expect((await keptSibling()).buriedUntil).toBeGreaterThan(now));
    const { buriedUntil } = await keptSibling();
    first.unmount();

    // Reloaded offline: the device's copy.
    server.snapshot = undefined;
    const offline = renderReviewRun();
    await waitFor(() => expect(offline.result.current.current).toEqual({ card: card(3) }));
    offline.unmount();
    // Reloaded online before the rating reached the server: its copy of the sibling is not buried yet.
    const later = card(4, now + 86_400_000);
    server.snapshot = {
      engine: 'sm2',
      fsrs: defaultFsrsSettings,
      cards: [reversed(1, 1), reversed(2, 2), card(3), later],
    };
    const online = renderReviewRun();
    await waitFor(async () => expect((await loadCachedCards(userId)).cards).toContainEqual(later));
    expect(online.result.current.current).toEqual({ card: card(3) });
    expect((await keptSibling()).buriedUntil).toBe(buriedUntil);
  });

  it('unburies the siblings on the device when the rating is taken back there', async () => {
    server.snapshot = { engine: 'sm2', fsrs: defaultFsrsSettings, cards: [reversed(1, 1), reversed(2, 2)] };
    const { result } = renderReviewRun();
    await waitFor(() => expect(result.current.current).toEqual({ card: reversed(1, 1) }));
    act(() => result.current.reveal());
    act(() => result.current.rate(4));
    await act(() => result.current.undo());
    const sibling = (await loadCachedCards(userId)).cards.find((kept) => kept.id === 2)!;
    expect(sibling.buriedUntil).toBeNull();
  });

  it('measures rating to next card only when the next screen is a card', async () => {
    const { result } = await reviewing();
    performance.clearMeasures();
    act(() => result.current.reveal());
    act(() => result.current.rate(5));
    act(() => result.current.onShown(true));
    await waitFor(() => expect(performance.getEntriesByName('kurio:rate-to-next')).toHaveLength(1));
    act(() => result.current.onShown(true));
    act(() => result.current.reveal());
    act(() => result.current.rate(5));
    act(() => result.current.onShown(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(performance.getEntriesByName('kurio:rate-to-next')).toHaveLength(1);
  });
});
