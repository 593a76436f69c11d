import type { OfflineCard } from '@kurio/shared/cards';
import { describeDueIn } from '@kurio/shared/local-time';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import { scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';

/** What the review screen shows: a card, or when the next one falls due (null: no cards at all). */
export type ReviewScreen = { card: OfflineCard } | { dueIn: string | null; dueAt: number | null };

/** When a card can be shown: its due time, or later while a sibling reviewed today buries it. */
const showableAt = (card: OfflineCard) => Math.max(card.dueAt, card.buriedUntil ?? 0);

/**
 * The most overdue card of the scope that is not buried (ties by id, as the server picks), or when the next one
 * can be shown.
 */
export function nextToReview(
  cards: Iterable<OfflineCard>,
  now: number,
  deckId: number | undefined,
  timeZone: string,
): ReviewScreen {
  let best: OfflineCard | undefined;
  let soonest: number | undefined;
  for (const card of cards) {
    if (deckId !== undefined && card.deckId !== deckId) continue;
    const at = showableAt(card);
    if (at > now) {
      soonest = Math.min(soonest ?? at, at);
      continue;
    }
    if (!best || card.dueAt < best.dueAt || (card.dueAt === best.dueAt && card.id < best.id)) best = card;
  }
  if (best) return { card: best };
  if (soonest === undefined) return { dueIn: null, dueAt: null };
  return { dueIn: describeDueIn(new Date(now), new Date(soonest), timeZone), dueAt: soonest };
}

/**
 * The siblings of a card, buried until `until` after it was rated (null: unburied, as when the rating is taken
 * back), as the server's card_rate does (decision 150).
 */
export function siblingsBuried(cards: Iterable<OfflineCard>, card: OfflineCard, until: number | null): OfflineCard[] {
  const siblings: OfflineCard[] = [];
  for (const other of cards)
    if (other.noteId === card.noteId && other.id !== card.id) siblings.push({ ...other, buriedUntil: until });
  return siblings;
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
  return { ...card, schedulerState: next.state, dueAt: next.dueAt.getTime(), buriedUntil: null };
}
