import type { OfflineCard } from '@kurio/shared/cards';
import { describeDueIn } from '@kurio/shared/local-time';
import { scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';

/** What the review screen shows: a card, or when the next one falls due (null: no cards at all). */
export type ReviewScreen = { card: OfflineCard } | { dueIn: string | null; dueAt: number | null };

/** The most overdue card of the scope (ties by id, as the server picks), or when the next one falls due. */
export function nextToReview(
  cards: Iterable<OfflineCard>,
  now: number,
  deckId: number | undefined,
  timeZone: string,
): ReviewScreen {
  let best: OfflineCard | undefined;
  for (const card of cards) {
    if (deckId !== undefined && card.deckId !== deckId) continue;
    if (!best || card.dueAt < best.dueAt || (card.dueAt === best.dueAt && card.id < best.id)) best = card;
  }
  if (!best) return { dueIn: null, dueAt: null };
  if (best.dueAt <= now) return { card: best };
  return { dueIn: describeDueIn(new Date(now), new Date(best.dueAt), timeZone), dueAt: best.dueAt };
}

/** The card after a rating, by the same scheduler the server replays it with (decision 114). */
export function rateLocally(card: OfflineCard, quality: number, engine: SchedulerEngine, now: number): OfflineCard {
  const next = scheduleReview(card.schedulerState, quality, engine, new Date(now));
  return { ...card, schedulerState: next.state, dueAt: next.dueAt.getTime() };
}
