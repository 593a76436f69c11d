import { type Child, goodbyes, inQuietHours } from '@kurio/shared/children';
import { localMinuteOfDay, startOfLocalDay } from '@kurio/shared/local-time';
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
 * Milliseconds a child has talked today in their time zone: the time between one message and the next in each of
 * their conversations, each pause counted up to two minutes.
 */
async function msUsedToday(db: Db, child: Pick<TalkLimits, 'id' | 'timeZone'>, now: number): Promise<number> {
  const dayStart = startOfLocalDay(new Date(now), child.timeZone).getTime();
  const result = await db.execute<{ ms: string | number | null }>(sql`
    SELECT sum(LEAST(gap, ${longestPauseMs})) AS ms FROM (
      SELECT m.sent_at - lag(m.sent_at) OVER (PARTITION BY m.session_id ORDER BY m.sent_at) AS gap
      FROM companion_messages m JOIN companion_sessions s ON s.id = m.session_id
      WHERE s.child_id = ${child.id} AND m.sent_at >= ${dayStart}
    ) gaps
    WHERE gap IS NOT NULL`);
  return Number(result.rows[0]?.ms ?? 0);
}

/** Whole minutes talked today, as the parent sees them. */
export async function minutesUsedToday(db: Db, child: Pick<TalkLimits, 'id' | 'timeZone'>, now: number) {
  return Math.floor((await msUsedToday(db, child, now)) / 60_000);
}

/**
 * Refuses to let a child talk during a quiet period or once the day's minutes are used, with the character's
 * kind goodbye as the message; the screen says it and stops.
 */
export async function requireTalkTime(db: Db, child: TalkLimits, now: number): Promise<void> {
  if (inQuietHours(child.quietHours, localMinuteOfDay(new Date(now), child.timeZone))) {
    throw new DomainError('notAllowed', 'quietHours', goodbyes.quietHours(child.name));
  }
  if (child.dailyMinutes !== null && (await msUsedToday(db, child, now)) >= child.dailyMinutes * 60_000) {
    throw new DomainError('notAllowed', 'talkTimeUsed', goodbyes.talkTimeUsed(child.name));
  }
}
