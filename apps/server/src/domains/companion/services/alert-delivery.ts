import type { Mailer } from '../../../adapters/email/smtp-mailer';
import type { Db } from '../../../db/client';
import { findUserById } from '../../accounts/public';
import { alertEmail } from './alert-email';
import { childNameOf } from './children';
import { claimDueAlerts, markAlertFailed, markAlertSent } from './parent-alerts';

export interface AlertDelivery {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now?: () => number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** One round of the outbox: every due alert gets one try; returns how many were sent and how many failed. */
export async function deliverDueAlerts(delivery: AlertDelivery): Promise<{ sent: number; failed: number }> {
  const { db, mailer } = delivery;
  const now = delivery.now ?? Date.now;
  const counts = { sent: 0, failed: 0 };
  for (const alert of await claimDueAlerts(db, now())) {
    try {
      const user = await findUserById(db, alert.userId);
      // The account is gone; its alert goes with it by cascade, nothing to send.
      if (!user) continue;
      const childName = await childNameOf(db, alert.conversationId);
      const conversationUrl = new URL(`/beta/p/vsd/${alert.conversationId}`, delivery.publicUrl).toString();
      await mailer.send(alertEmail({ ...alert, to: user.email, childName, conversationUrl }));
      await markAlertSent(db, alert.id, now());
      counts.sent++;
    } catch (error) {
      await markAlertFailed(db, alert, reasonOf(error), now());
      counts.failed++;
    }
  }
  return counts;
}
