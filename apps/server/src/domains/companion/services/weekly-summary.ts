import { type SafetyCategory, safetyCategories } from '@kurio/shared/child-safety';
import { endOfLocalWeek, startOfLocalWeek } from '@kurio/shared/local-time';
import type { WeeklySummaryStatus } from '@kurio/shared/parent-alerts';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companionChildren, parentAlerts, parentSettings } from '../../../db/schema/index';
import { minutesTalked } from './talk-time';

/** One child's week as the summary tells it: numbers only, never what was said. */
export interface ChildWeek {
  name: string;
  conversations: number;
  minutes: number;
  /** Exchanges the safety layer stepped into, by category, in the order the categories are listed. */
  flags: [SafetyCategory, number][];
}

async function settingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(parentSettings).where(eq(parentSettings.userId, userId)).limit(1);
  return row;
}

/** Whether the summary is on, when the next goes out, and what became of the latest one. */
export async function weeklySummaryStatus(
  db: Db,
  userId: string,
): Promise<Omit<WeeklySummaryStatus, 'emailConfigured'>> {
  const [settings, [last]] = await Promise.all([
    settingsOf(db, userId),
    db
      .select()
      .from(parentAlerts)
      .where(and(eq(parentAlerts.userId, userId), isNotNull(parentAlerts.weekStart)))
      .orderBy(desc(parentAlerts.weekStart))
      .limit(1),
  ]);
  const nextAt = settings?.weeklySummaryDueAt ?? null;
  return {
    enabled: nextAt !== null,
    nextAt,
    last: last
      ? {
          weekStart: last.weekStart!,
          status: last.status,
          attempts: last.attempts,
          sentAt: last.sentAt,
          lastError: last.status === 'sent' ? null : last.lastError,
        }
      : null,
  };
}

/**
 * Switches the weekly summary on or off. Switched on, the first one covers the week it was switched on in, in the
 * parent's time zone, and goes out when that week ends; switching on again while on changes nothing.
 */
export async function setWeeklySummary(
  db: Db,
  userId: string,
  input: { enabled: boolean; timeZone: string },
  now: number,
): Promise<void> {
  const on = (await settingsOf(db, userId))?.weeklySummaryDueAt != null;
  if (input.enabled === on) return;
  const values = input.enabled
    ? {
        weeklySummaryDueAt: endOfLocalWeek(new Date(now), input.timeZone).getTime(),
        weeklySummaryTimeZone: input.timeZone,
      }
    : { weeklySummaryDueAt: null };
  await db
    .insert(parentSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: parentSettings.userId, set: values });
}

/**
 * Puts the summary of every account whose week has ended in the outbox, and moves its next one to the end of the
 * week now running. The outbox holds one summary per account and week, so two servers, or a server restarted in
 * between, never queue a week twice; a server that was down for weeks sends only the latest week's.
 */
export async function queueDueSummaries(db: Db, now: number): Promise<void> {
  const due = await db.select().from(parentSettings).where(lte(parentSettings.weeklySummaryDueAt, now)).limit(100);
  for (const settings of due) {
    const dueAt = settings.weeklySummaryDueAt!;
    const timeZone = settings.weeklySummaryTimeZone;
    await db.transaction(async (tx) => {
      await tx
        .insert(parentAlerts)
        .values({
          userId: settings.userId,
          weekStart: startOfLocalWeek(new Date(dueAt - 1), timeZone).getTime(),
          createdAt: dueAt,
          timeZone,
          nextAttemptAt: now,
        })
        .onConflictDoNothing();
      await tx
        .update(parentSettings)
        .set({ weeklySummaryDueAt: endOfLocalWeek(new Date(now), timeZone).getTime() })
        // A parent who switched it off meanwhile stays off.
        .where(and(eq(parentSettings.userId, settings.userId), eq(parentSettings.weeklySummaryDueAt, dueAt)));
    });
  }
}

/** Whether the parent still wants the summary when it is about to go out. */
export async function weeklySummaryWanted(db: Db, userId: string): Promise<boolean> {
  return (await settingsOf(db, userId))?.weeklySummaryDueAt != null;
}

/**
 * Each child's week from `from` until before `to`: the conversations they said something in, the minutes they
 * talked (as their daily limit counts them) and the flagged exchanges by category. Read when the email goes out,
 * so a child or conversation the parent deleted meanwhile is not in it.
 */
export async function childrenWeeks(db: Db, userId: string, from: number, to: number): Promise<ChildWeek[]> {
  const children = await db
    .select({ id: companionChildren.id, name: companionChildren.name })
    .from(companionChildren)
    .where(eq(companionChildren.userId, userId))
    .orderBy(asc(companionChildren.createdAt), asc(companionChildren.id));
  const counts = await db.execute<{ child_id: string; conversations: string | number }>(sql`
    SELECT s.child_id, count(DISTINCT s.id) AS conversations
    FROM companion_messages m JOIN companion_sessions s ON s.id = m.session_id
    WHERE s.user_id = ${userId} AND m.role = 'user' AND m.sent_at >= ${from} AND m.sent_at < ${to}
    GROUP BY s.child_id`);
  // A flagged exchange marks the child's message and the reply; the reply counts it once, as in the history.
  const flags = await db.execute<{ child_id: string; category: SafetyCategory; n: string | number }>(sql`
    SELECT s.child_id, m.flag_category AS category, count(*) AS n
    FROM companion_messages m JOIN companion_sessions s ON s.id = m.session_id
    WHERE s.user_id = ${userId} AND m.role = 'assistant' AND m.flagged AND m.flag_category IS NOT NULL
      AND m.sent_at >= ${from} AND m.sent_at < ${to}
    GROUP BY s.child_id, m.flag_category`);
  return Promise.all(
    children.map(async (child) => {
      const flagCounts = new Map(
        flags.rows.filter((row) => row.child_id === child.id).map((row) => [row.category, Number(row.n)] as const),
      );
      return {
        name: child.name,
        conversations: Number(counts.rows.find((row) => row.child_id === child.id)?.conversations ?? 0),
        minutes: await minutesTalked(db, child.id, from, to),
        flags: safetyCategories.flatMap((category) => {
          const n = flagCounts.get(category);
          return n ? [[category, n] as [SafetyCategory, number]] : [];
        }),
      };
    }),
  );
}
