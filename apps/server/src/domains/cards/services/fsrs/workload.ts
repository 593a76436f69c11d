import { workloadDays } from '@kurio/shared/card-schedule';
import { nextFsrsState } from '@kurio/shared/scheduler/fsrs';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { FsrsState } from '@kurio/shared/scheduler/scheduler-state';
import { and, asc, eq, lt } from 'drizzle-orm';
import { default_w, forgetting_curve, State } from 'ts-fsrs';
import type { Db } from '../../../../db/client';
import { cards } from '../../../../db/schema/index';

const dayMs = 86_400_000;
/** The most cards simulated: beyond it, an even sample stands for the rest, so a preview stays well under a second. */
const simulatedCardsMaximum = 4000;
/** Each card's review days are drawn this many times and averaged: the expected count, not one lucky run. */
const runs = 4;
/** Reviews of one card within one day (relearning steps) before the simulation moves on to the next day. */
const reviewsPerDayMaximum = 3;

/** A small seeded generator (Park–Miller): the same preview every time for the same cards. */
function seeded(seed: number) {
  let value = seed;
  return () => {
    value = (value * 16_807) % 2_147_483_647;
    return value / 2_147_483_647;
  };
}

/** The chance the learner recalls the card at `at`, as FSRS predicts it with these parameters. */
function recallChance(state: FsrsState, at: number, parameters: readonly number[]): number {
  if (state.state === State.New || state.stability <= 0 || state.lastReview === null) return 1;
  return forgetting_curve(parameters, Math.max(0, (at - state.lastReview) / dayMs), state.stability);
}

/** One card's reviews over the coming days: recalled as often as FSRS predicts, rated Good, else Again. */
function simulateCard(start: FsrsState, now: number, settings: FsrsSettings, random: () => number, perDay: number[]) {
  const parameters = settings.parameters ?? default_w;
  let state = start;
  for (let day = 0; day < workloadDays; day++) {
    const dayEnd = now + (day + 1) * dayMs;
    for (let n = 0; n < reviewsPerDayMaximum && state.due < dayEnd; n++) {
      const at = Math.max(state.due, now + day * dayMs);
      perDay[day]! += 1;
      const quality = random() < recallChance(state, at, parameters) ? 4 : 1;
      state = nextFsrsState(state, quality, new Date(at), settings);
    }
  }
}

/**
 * The expected number of reviews on each of the next 30 days if FSRS scheduled the learner's cards with these
 * settings: Kurio's own simulation with ts-fsrs (the optimizer package has no simulator), no new cards added.
 */
export async function simulateWorkload(db: Db, userId: string, settings: FsrsSettings, now: Date) {
  const horizon = new Date(now.getTime() + workloadDays * dayMs);
  const rows = await db
    .select({ state: cards.schedulerState })
    .from(cards)
    .where(and(eq(cards.userId, userId), lt(cards.dueAt, horizon)))
    .orderBy(asc(cards.dueAt));
  const step = Math.max(1, rows.length / simulatedCardsMaximum);
  const perDay = new Array<number>(workloadDays).fill(0);
  const random = seeded(7);
  let simulated = 0;
  for (let i = 0; i < rows.length; i += step, simulated++)
    for (let run = 0; run < runs; run++)
      simulateCard(rows[Math.floor(i)]!.state.fsrs, now.getTime(), settings, random, perDay);
  const scale = simulated === 0 ? 0 : rows.length / simulated / runs;
  const expected = perDay.map((count) => Math.round(count * scale * 10) / 10);
  const average = expected.reduce((sum, count) => sum + count, 0) / workloadDays;
  return {
    desiredRetention: settings.desiredRetention,
    perDay: expected,
    averagePerDay: Math.round(average * 10) / 10,
  };
}
