import type { AiQuotaKind } from '@kurio/shared/ai';
import type { Db } from '../../../db/client';
import { DomainError } from '../../domain-error';
import { consumeQuota, refundQuota } from './ai-quota';
import type { UserRow } from './users';

const what: Record<AiQuotaKind, (limit: number) => string> = {
  cards: (limit) => `You have used your ${limit} AI-generated cards for this month`,
  tutor: (limit) => `You have asked the lesson tutor ${limit} questions today, the daily limit`,
  companion: (limit) => `The companion has had ${limit} chats today, the daily limit`,
  lessonCreate: (limit) => `You have created ${limit} lessons today, the daily limit`,
};

/** Quotas always reset at midnight UTC: "December 1, 2026 at 00:00 UTC". */
const formatReset = (date: Date) =>
  `${date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })} at 00:00 UTC`;

/**
 * Takes `amount` of the quota, or throws `quotaUsedUp` saying when it resets. `refund` gives back what was not
 * used (a failed call, or a stream that ended early).
 */
export async function takeQuota(db: Db, user: UserRow, kind: AiQuotaKind, amount: number) {
  const result = await consumeQuota(db, user, kind, amount);
  if (!result.allowed) {
    const left = Math.max(0, result.limit - result.used);
    const reason =
      kind === 'cards' && left > 0
        ? `That would go over your ${result.limit} AI-generated cards for this month: you have ${left} left, so choose fewer cards.`
        : `${what[kind](result.limit)}.`;
    const seconds = Math.ceil((result.period.resetsAt.getTime() - Date.now()) / 1000);
    throw new DomainError(
      'quotaUsedUp',
      'quotaExceeded',
      `${reason} It resets on ${formatReset(result.period.resetsAt)}.`,
      {
        retryAfterSeconds: seconds,
      },
    );
  }
  return {
    refund: async (unused: number) => {
      if (unused > 0) await refundQuota(db, user, kind, unused);
    },
  };
}

/** Takes quota for one AI call and runs it; the quota is given back if the call fails. */
export async function withQuota<T>(
  db: Db,
  user: UserRow,
  kind: AiQuotaKind,
  amount: number,
  call: () => Promise<T>,
): Promise<T> {
  const quota = await takeQuota(db, user, kind, amount);
  try {
    return await call();
  } catch (error) {
    await quota.refund(amount);
    throw error;
  }
}
