import type { ParentAlert } from '@kurio/shared/parent-alerts';
import { formatShortDate, formatTimeOfDay } from '../../../lib/format-date';

export const at = (instant: number) => `${formatShortDate(instant)}, ${formatTimeOfDay(instant)}`;

/** Where an email of the outbox stands, in words: a failed send must be as visible as what it was about. */
export function deliveryText(
  email: Pick<ParentAlert, 'status' | 'sentAt' | 'attempts' | 'lastError'>,
  emailConfigured: boolean,
): { text: string; failed: boolean } {
  if (email.status === 'sent' && email.sentAt !== null) return { text: `Emailed ${at(email.sentAt)}`, failed: false };
  if (email.status === 'failed') {
    return {
      text: `Could not be emailed after ${email.attempts} tries: ${email.lastError ?? 'no reason given'}`,
      failed: true,
    };
  }
  if (!emailConfigured) return { text: 'Not emailed: email is not set up', failed: false };
  if (email.attempts === 0) return { text: 'Sending…', failed: false };
  return { text: `Not sent yet, trying again (last try: ${email.lastError ?? 'failed'})`, failed: true };
}
