import {
  consentMessages,
  consentNoticeVersion,
  type GiveConsentRequest,
  type ParentConsent,
} from '@kurio/shared/parent-consent';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companionChildren, companionConversations, parentConsents } from '../../../db/schema/index';
import { confirmAccountHolder, type GoogleCheck, type UserRow } from '../../accounts/public';
import { conflict, DomainError } from '../../domain-error';

const inForce = (userId: string) => and(eq(parentConsents.userId, userId), isNull(parentConsents.withdrawnAt));

/** The consent in force, when it was given to the notice shown today; consent to an older notice does not count. */
export async function currentConsent(db: Db, userId: string): Promise<ParentConsent | null> {
  const [row] = await db.select().from(parentConsents).where(inForce(userId)).limit(1);
  if (!row || row.noticeVersion !== consentNoticeVersion) return null;
  return { noticeVersion: row.noticeVersion, consentedAt: row.consentedAt, confirmedBy: row.confirmedBy };
}

/** Refuses to start the companion for an account whose parent has not agreed to the current notice. */
export async function requireConsent(db: Db, userId: string): Promise<void> {
  if (await currentConsent(db, userId)) return;
  throw new DomainError('notAllowed', 'consentRequired', consentMessages.required);
}

/**
 * Records the parent's agreement once they showed they are the account holder: the account password typed again,
 * or for an account without one a fresh sign-in with Google (decision 146). An earlier consent in force is closed,
 * so the history keeps both.
 */
export async function giveConsent(
  db: Db,
  user: UserRow,
  input: GiveConsentRequest,
  google: GoogleCheck,
  now = Date.now(),
): Promise<ParentConsent> {
  if (input.noticeVersion !== consentNoticeVersion) throw conflict(consentMessages.staleNotice, 'staleNotice');
  if (user.passwordHash && input.currentPassword === '') {
    throw new DomainError('invalid', 'validation', consentMessages.passwordRequired, {
      fieldErrors: { currentPassword: consentMessages.passwordRequired },
    });
  }
  const confirmedBy = await confirmAccountHolder(user, input, google, now);
  const consent = { noticeVersion: consentNoticeVersion, consentedAt: now, confirmedBy };
  await db.transaction(async (tx) => {
    await tx.update(parentConsents).set({ withdrawnAt: now }).where(inForce(user.id));
    await tx.insert(parentConsents).values({ userId: user.id, ...consent });
  });
  return consent;
}

/**
 * Withdraws consent and deletes what the companion kept about the children: every conversation (its messages
 * and alerts go with it) and every child profile. The parent's own characters stay; they are not the child's data.
 * Returns how many conversations were deleted.
 */
export async function withdrawConsent(db: Db, userId: string, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(parentConsents).set({ withdrawnAt: now }).where(inForce(userId));
    const deleted = await tx
      .delete(companionConversations)
      .where(eq(companionConversations.userId, userId))
      .returning({ id: companionConversations.id });
    await tx.delete(companionChildren).where(eq(companionChildren.userId, userId));
    return deleted.length;
  });
}
