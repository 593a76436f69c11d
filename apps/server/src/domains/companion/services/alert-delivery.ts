import { endOfLocalWeek } from '@kurio/shared/local-time';
import type { Mailer, MailMessage } from '../../../adapters/email/smtp-mailer';
import type { Db } from '../../../db/client';
import { findUserById } from '../../accounts/public';
import { alertEmail } from './alert-email';
import { childNameOf } from './children';
import { type AlertRow, claimDueAlerts, deleteAlert, markAlertFailed, markAlertSent } from './parent-alerts';
import { childrenWeeks, queueDueSummaries, weeklySummaryWanted } from './weekly-summary';
import { weeklySummaryEmail } from './weekly-summary-email';

export interface AlertDelivery {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now?: () => number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The email an outbox row stands for: a flag's alert, or a week's summary (decision 161). */
async function emailFor(db: Db, alert: AlertRow, to: string, publicUrl: string): Promise<MailMessage> {
  if (alert.weekStart !== null) {
    const weekEnd = endOfLocalWeek(new Date(alert.weekStart), alert.timeZone).getTime();
    return weeklySummaryEmail({
      to,
      weekStart: alert.weekStart,
      weekEnd,
      timeZone: alert.timeZone,
      children: await childrenWeeks(db, alert.userId, alert.weekStart, weekEnd),
      parentsUrl: new URL('/beta/p', publicUrl).toString(),
    });
  }
  const conversationId = alert.conversationId!;
  return alertEmail({
    ...alert,
    category: alert.category!,
    to,
    childName: await childNameOf(db, conversationId),
    conversationUrl: new URL(`/beta/p/vsd/${conversationId}`, publicUrl).toString(),
  });
}

/**
 * One round of the outbox: the weekly summaries that fell due are queued, then every due email gets one try;
 * returns how many were sent and how many failed.
 */
export async function deliverDueAlerts(delivery: AlertDelivery): Promise<{ sent: number; failed: number }> {
  const { db, mailer } = delivery;
  const now = delivery.now ?? Date.now;
  const counts = { sent: 0, failed: 0 };
  await queueDueSummaries(db, now());
  for (const alert of await claimDueAlerts(db, now())) {
    try {
      const user = await findUserById(db, alert.userId);
      // The account is gone; its alert goes with it by cascade, nothing to send.
      if (!user) continue;
      // A summary the parent switched off before it went out is dropped, not sent.
      if (alert.weekStart !== null && !(await weeklySummaryWanted(db, alert.userId))) {
        await deleteAlert(db, alert.id);
        continue;
      }
      await mailer.send(await emailFor(db, alert, user.email, delivery.publicUrl));
      await markAlertSent(db, alert.id, now());
      counts.sent++;
    } catch (error) {
      await markAlertFailed(db, alert, reasonOf(error), now());
      counts.failed++;
    }
  }
  return counts;
}
