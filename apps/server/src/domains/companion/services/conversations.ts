import { type SafetyCategory, safetyCategories } from '@kurio/shared/child-safety';
import type { ConversationListItem, ConversationMessage } from '@kurio/shared/companion';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companionChildren, companionConversations, companionMessages } from '../../../db/schema/index';
import { uuidPattern } from './characters';

type ConversationRow = typeof companionConversations.$inferSelect;
type MessageRow = typeof companionMessages.$inferSelect;

export const toApiMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  timestamp: row.sentAt,
  flagged: row.flagged,
  ...(row.flagReason ? { flagReason: row.flagReason } : {}),
  ...(row.flagCategory ? { flagCategory: row.flagCategory } : {}),
});

/** What the safety layer recorded on a flagged message. */
export interface Flag {
  reason: string;
  category?: SafetyCategory;
}

export async function createConversation(
  db: Db,
  input: { userId: string; assistantId: string; childId: string | null },
  now = Date.now(),
) {
  const [row] = await db
    .insert(companionConversations)
    .values({ ...input, createdAt: now })
    .returning();
  return row!;
}

/** The conversation when it belongs to this user; another account's conversation is simply not found. */
export async function findConversation(db: Db, userId: string, id: string): Promise<ConversationRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(companionConversations)
    .where(and(eq(companionConversations.id, id), eq(companionConversations.userId, userId)))
    .limit(1);
  return row;
}

export async function conversationMessages(db: Db, conversationId: string): Promise<ConversationMessage[]> {
  const rows = await db
    .select()
    .from(companionMessages)
    .where(eq(companionMessages.conversationId, conversationId))
    .orderBy(asc(companionMessages.sentAt));
  return rows.map(toApiMessage);
}

export async function insertMessage(
  db: Db,
  values: { conversationId: string; role: 'user' | 'assistant'; content: string; sentAt: number; flag?: Flag },
): Promise<ConversationMessage> {
  const { flag, ...message } = values;
  const [row] = await db
    .insert(companionMessages)
    .values({ ...message, flagged: flag !== undefined, flagReason: flag?.reason, flagCategory: flag?.category })
    .returning();
  return toApiMessage(row!);
}

/** Marks the child's message of an exchange the safety layer stepped into, so parents see both sides. */
export async function flagMessage(db: Db, messageId: string, flag: Flag): Promise<void> {
  await db
    .update(companionMessages)
    .set({ flagged: true, flagReason: flag.reason, flagCategory: flag.category })
    .where(eq(companionMessages.id, messageId));
}

/**
 * The parents' history: conversations with flagged exchanges first, then newest first, each with the child who
 * talked; each card's figures come from the database.
 */
export async function listConversations(
  db: Db,
  userId: string,
): Promise<Omit<ConversationListItem, 'assistantName'>[]> {
  const m = companionMessages;
  // Spelled out: inside a subquery Drizzle leaves a column unqualified, which would bind to the inner table.
  // companion_sessions: the stored table name predates the word conversation.
  const outerId = sql.raw('"companion_sessions"."id"');
  // A flagged exchange marks the child's message and the reply; the reply counts it once.
  const flaggedCount = sql<number>`(SELECT count(*) FROM ${m}
    WHERE ${m.conversationId} = ${outerId} AND ${m.flagged} AND ${m.role} = 'assistant')`;
  const rows = await db
    .select({
      id: companionConversations.id,
      assistantId: companionConversations.assistantId,
      childId: companionConversations.childId,
      childName: companionChildren.name,
      messageCount: sql<number>`(SELECT count(*) FROM ${m} WHERE ${m.conversationId} = ${outerId})`.mapWith(Number),
      firstMessageAt: sql<number | null>`(SELECT min(${m.sentAt}) FROM ${m} WHERE ${m.conversationId} = ${outerId})`,
      firstUserMessage: sql<string | null>`(SELECT ${m.content} FROM ${m}
        WHERE ${m.conversationId} = ${outerId} AND ${m.role} = 'user' ORDER BY ${m.sentAt} LIMIT 1)`,
      flaggedCount: flaggedCount.mapWith(Number),
      flagCategories: sql<string[] | null>`(SELECT array_agg(DISTINCT ${m.flagCategory}) FROM ${m}
        WHERE ${m.conversationId} = ${outerId} AND ${m.flagged} AND ${m.flagCategory} IS NOT NULL)`,
    })
    .from(companionConversations)
    .leftJoin(companionChildren, eq(companionChildren.id, companionConversations.childId))
    .where(eq(companionConversations.userId, userId))
    .orderBy(sql`${flaggedCount} > 0 DESC`, desc(companionConversations.createdAt));
  return rows.map((row) => ({
    ...row,
    firstMessageAt: row.firstMessageAt === null ? null : Number(row.firstMessageAt),
    flagCategories: safetyCategories.filter((category) => row.flagCategories?.includes(category)),
  }));
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const rows = await db
    .delete(companionConversations)
    .where(and(eq(companionConversations.id, id), eq(companionConversations.userId, userId)))
    .returning({ id: companionConversations.id });
  return rows.length > 0;
}

export async function deleteAllConversations(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(companionConversations)
    .where(eq(companionConversations.userId, userId))
    .returning({ id: companionConversations.id });
  return rows.length;
}
