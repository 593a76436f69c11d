import { type Child, goodbyes, inQuietHours } from '@kurio/shared/children';
import { endOfLocalDay, localMinuteOfDay, startOfLocalDay } from '@kurio/shared/local-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { DomainError } from '../../domain-error';

/**
 * The longest pause between two messages of a conversation that still counts as talking: a child who walks away
 * from an open screen is not using their minutes.
 */
const longestPauseMs = 2 * 60_000;

export interface TalkLimits {
  id: string;
  name: string;
  dailyMinutes: number | null;
  quietHours: Child['quietHours'];
  timeZone: string;
}

/**
 * Milliseconds a child talked from `from` until before `to`: the time between one message and the next in each of
 * their conversations, each pause counted up to two minutes.
 */
async function msTalked(db: Db, childId: string, from: number, to: number): Promise<number> {
  const result = await db.execute<{ ms: string | number | null }>(sql`
    SELECT sum(LEAST(gap, ${longestPauseMs})) AS ms FROM (
      SELECT m.sent_at - lag(m.sent_at) OVER (PARTITION BY m.session_id ORDER BY m.sent_at) AS gap
      FROM companion_messages m JOIN companion_sessions s ON s.id = m.session_id
      WHERE s.child_id = ${childId} AND m.sent_at >= ${from} AND m.sent_at < ${to}
    ) gaps
    WHERE gap IS NOT NULL`);
  return Number(result.rows[0]?.ms ?? 0);
}

/** Whole minutes a child talked from `from` until before `to`, as the parent sees them. */
export async function minutesTalked(db: Db, childId: string, from: number, to: number): Promise<number> {
  return Math.floor((await msTalked(db, childId, from, to)) / 60_000);
}

const today = (now: number, timeZone: string) =>
  [startOfLocalDay(new Date(now), timeZone).getTime(), endOfLocalDay(new Date(now), timeZone).getTime()] as const;

/** Whole minutes talked today in the child's time zone. */
export async function minutesUsedToday(db: Db, child: Pick<TalkLimits, 'id' | 'timeZone'>, now: number) {
  return minutesTalked(db, child.id, ...today(now, child.timeZone));
}

/**
 * Refuses to let a child talk during a quiet period or once the day's minutes are used, with the character's
 * kind goodbye as the message; the screen says it and stops.
 */
export async function requireTalkTime(db: Db, child: TalkLimits, now: number): Promise<void> {
  if (inQuietHours(child.quietHours, localMinuteOfDay(new Date(now), child.timeZone))) {
    throw new DomainError('notAllowed', 'quietHours', goodbyes.quietHours(child.name));
  }
  if (
    child.dailyMinutes !== null &&
    (await msTalked(db, child.id, ...today(now, child.timeZone))) >= child.dailyMinutes * 60_000
  ) {
    throw new DomainError('notAllowed', 'talkTimeUsed', goodbyes.talkTimeUsed(child.name));
  }
}
