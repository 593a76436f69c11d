import type { OfflineCard } from '@kurio/shared/cards';
import { describeDueIn } from '@kurio/shared/local-time';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
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

/** How this learner's reviews are scheduled: the engine of their plan and, for FSRS, their settings. */
export interface LocalSchedule {
  engine: SchedulerEngine;
  fsrs: FsrsSettings;
}

const dayMs = 86_400_000;

/** The device's other cards due on each whole day after `now`, as the server counts them (balanced-schedule.ts). */
function dueLoad(cards: Iterable<OfflineCard>, card: OfflineCard, now: number) {
  const counts = new Map<number, number>();
  for (const other of cards) {
    if (other.id === card.id || other.dueAt < now) continue;
    const day = Math.floor((other.dueAt - now) / dayMs);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return (day: number) => counts.get(day) ?? 0;
}

/**
 * The card after a rating, by the same scheduler and settings the server replays it with (decisions 114, 136),
 * its due day balanced against the other cards the device keeps.
 */
export function rateLocally(
  card: OfflineCard,
  quality: number,
  schedule: LocalSchedule,
  now: number,
  cards: Iterable<OfflineCard> = [],
): OfflineCard {
  const fsrs = { settings: schedule.fsrs, load: dueLoad(cards, card, now) };
  const next = scheduleReview(card.schedulerState, quality, schedule.engine, new Date(now), fsrs);
  return { ...card, schedulerState: next.state, dueAt: next.dueAt.getTime() };
}
