import type { SafetyCategory } from '@kurio/shared/child-safety';
import { type AlertChoices, alertSafetyCategories, type ParentAlert } from '@kurio/shared/parent-alerts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { parentAlerts, parentSettings } from '../../../db/schema/index';

/** A row of the outbox: a flag's alert, or a week's summary (`weekStart` set, decision 161). */
export type AlertRow = typeof parentAlerts.$inferSelect;

/**
 * Waits after the first, second, … failed try. Six tries over about three hours ride out a mail server's restart
 * or a short outage; after the last the alert shows as failed in the parents area.
 */
export const retryDelaysMs = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** How long a claimed try may take before another poll may take it over (the sender died mid-send). */
const claimMs = 5 * 60_000;

export interface AlertInput {
  userId: string;
  conversationId: string;
  category: SafetyCategory;
  createdAt: number;
  timeZone: string;
}

export async function getAlertChoices(db: Db, userId: string): Promise<AlertChoices> {
  const [row] = await db.select().from(parentSettings).where(eq(parentSettings.userId, userId)).limit(1);
  return { emailOtherFlags: row?.emailOtherFlags ?? false };
}

export async function setAlertChoices(db: Db, userId: string, choices: AlertChoices): Promise<AlertChoices> {
  await db
    .insert(parentSettings)
    .values({ userId, emailOtherFlags: choices.emailOtherFlags })
    .onConflictDoUpdate({ target: parentSettings.userId, set: { emailOtherFlags: choices.emailOtherFlags } });
  return choices;
}

/**
 * Puts a flag in the outbox: a serious one always, another category when the parent chose to hear of those too.
 * A second flag of one kind in a conversation adds nothing.
 */
export async function queueParentAlert(db: Db, input: AlertInput): Promise<void> {
  const serious = alertSafetyCategories.includes(input.category);
  if (!serious && !(await getAlertChoices(db, input.userId)).emailOtherFlags) return;
  await db
    .insert(parentAlerts)
    .values({
      userId: input.userId,
      conversationId: input.conversationId,
      category: input.category,
      createdAt: input.createdAt,
      timeZone: input.timeZone,
      nextAttemptAt: input.createdAt,
    })
    .onConflictDoNothing();
}

const toApiAlert = (row: AlertRow): ParentAlert => ({
  id: row.id,
  conversationId: row.conversationId!,
  category: row.category!,
  createdAt: row.createdAt,
  status: row.status,
  attempts: row.attempts,
  sentAt: row.sentAt,
  lastError: row.status === 'sent' ? null : row.lastError,
});

/** The account's alerts about flags, newest first; weekly summaries are shown on their own. */
export async function listParentAlerts(db: Db, userId: string): Promise<ParentAlert[]> {
  const rows = await db
    .select()
    .from(parentAlerts)
    .where(and(eq(parentAlerts.userId, userId), isNotNull(parentAlerts.conversationId)))
    .orderBy(desc(parentAlerts.createdAt));
  return rows.map(toApiAlert);
}

/**
 * Takes up to `limit` due alerts for one try each. Moving `next_attempt_at` on and counting the try in the same
 * statement means a second server polling the same database skips them (SKIP LOCKED), and a server that dies
 * mid-send leaves them to be tried again once the claim runs out.
 */
export async function claimDueAlerts(db: Db, now: number, limit = 10): Promise<AlertRow[]> {
  const due = db
    .select({ id: parentAlerts.id })
    .from(parentAlerts)
    .where(sql`${parentAlerts.status} = 'pending' AND ${parentAlerts.nextAttemptAt} <= ${now}`)
    .orderBy(parentAlerts.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(parentAlerts)
    .set({ attempts: sql`${parentAlerts.attempts} + 1`, nextAttemptAt: now + claimMs })
    .where(sql`${parentAlerts.id} IN ${due}`)
    .returning();
}

export async function markAlertSent(db: Db, id: string, now: number): Promise<void> {
  await db.update(parentAlerts).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(parentAlerts.id, id));
}

export async function deleteAlert(db: Db, id: string): Promise<void> {
  await db.delete(parentAlerts).where(eq(parentAlerts.id, id));
}

/** Schedules the next try after a failure, or gives up after the last one; the reason stays for the parent. */
export async function markAlertFailed(db: Db, alert: AlertRow, reason: string, now: number): Promise<void> {
  const delay = retryDelaysMs[alert.attempts - 1];
  await db
    .update(parentAlerts)
    .set(
      delay === undefined
        ? { status: 'failed', lastError: reason }
        : { status: 'pending', lastError: reason, nextAttemptAt: now + delay },
    )
    .where(eq(parentAlerts.id, alert.id));
}
