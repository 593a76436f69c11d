import { defaultRetentionDays, type Retention } from '@kurio/shared/transcript-retention';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conversationReviews, parentSettings } from '../../../db/schema/index';

const dayMs = 24 * 60 * 60_000;

export async function getRetention(db: Db, userId: string): Promise<Retention> {
  const [row] = await db.select().from(parentSettings).where(eq(parentSettings.userId, userId)).limit(1);
  return { retentionDays: (row?.retentionDays ?? defaultRetentionDays) as Retention['retentionDays'] };
}

export async function setRetention(db: Db, userId: string, retention: Retention): Promise<Retention> {
  await db
    .insert(parentSettings)
    .values({ userId, retentionDays: retention.retentionDays })
    .onConflictDoUpdate({ target: parentSettings.userId, set: { retentionDays: retention.retentionDays } });
  return retention;
}

/** The parent opened the conversation: from now on a flagged one may expire like the rest. */
export async function markConversationSeen(db: Db, conversationId: string, now = Date.now()): Promise<void> {
  await db.insert(conversationReviews).values({ conversationId, seenAt: now }).onConflictDoNothing();
}

/**
 * Deletes every conversation whose last message is older than its parent's chosen period, except flagged ones
 * the parent has not opened yet. Messages and alerts go with them by cascade. Returns how many were deleted.
 */
export async function deleteExpiredConversations(db: Db, now = Date.now()): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM companion_sessions s
    WHERE COALESCE((SELECT max(m.sent_at) FROM companion_messages m WHERE m.session_id = s.id), s.created_at)
        < ${now} - COALESCE(
            (SELECT p.retention_days FROM parent_settings p WHERE p.user_id = s.user_id), ${defaultRetentionDays}
          ) * ${dayMs}::bigint
      AND (NOT EXISTS (SELECT 1 FROM companion_messages m WHERE m.session_id = s.id AND m.flagged)
        OR EXISTS (SELECT 1 FROM conversation_reviews r WHERE r.session_id = s.id))
    RETURNING s.id`);
  return result.rows.length;
}
