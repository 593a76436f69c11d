import { type Child, childMessages } from '@kurio/shared/children';
import { and, asc, eq } from 'drizzle-orm';
import type { ChildContext } from '../../../adapters/ai/ai-service';
import type { Db } from '../../../db/client';
import { companionChildren, companionConversations } from '../../../db/schema/index';
import { invalid, notFound } from '../../domain-error';
import { uuidPattern } from './characters';
import { minutesUsedToday } from './talk-time';

export type ChildRow = typeof companionChildren.$inferSelect;
type ChildValues = Omit<Child, 'id' | 'minutesUsedToday'>;

async function toApiChild(db: Db, row: ChildRow, now: number): Promise<Child> {
  const { id, name, ageBand, interests, personality, parentGoal, dailyMinutes, quietHours } = row;
  const minutesUsed = await minutesUsedToday(db, row, now);
  return {
    id,
    name,
    ageBand,
    interests,
    personality,
    parentGoal,
    dailyMinutes,
    quietHours,
    minutesUsedToday: minutesUsed,
  };
}

/** The account's children, in the order they were added, with the minutes each talked today. */
export async function listChildren(db: Db, userId: string, now: number): Promise<Child[]> {
  const rows = await db
    .select()
    .from(companionChildren)
    .where(eq(companionChildren.userId, userId))
    .orderBy(asc(companionChildren.createdAt), asc(companionChildren.id));
  return Promise.all(rows.map((row) => toApiChild(db, row, now)));
}

/** The child when they belong to this account; another account's child is simply not found. */
export async function findChild(db: Db, userId: string, id: string): Promise<ChildRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(companionChildren)
    .where(and(eq(companionChildren.id, id), eq(companionChildren.userId, userId)))
    .limit(1);
  return row;
}

/** Adds a child; their limits are in `timeZone`, the parent's browser's. */
export async function addChild(
  db: Db,
  userId: string,
  input: ChildValues & { timeZone: string },
  now: number,
): Promise<Child> {
  const [row] = await db
    .insert(companionChildren)
    .values({ ...input, userId, createdAt: now })
    .returning();
  return toApiChild(db, row!, now);
}

export async function updateChild(
  db: Db,
  userId: string,
  id: string,
  input: ChildValues & { timeZone: string },
  now: number,
): Promise<Child> {
  if (!uuidPattern.test(id)) throw notFound(childMessages.notFound);
  const [row] = await db
    .update(companionChildren)
    .set(input)
    .where(and(eq(companionChildren.id, id), eq(companionChildren.userId, userId)))
    .returning();
  if (!row) throw notFound(childMessages.notFound);
  return toApiChild(db, row, now);
}

/** Deletes the child; their conversations, messages and alerts go with them by cascade. */
export async function deleteChild(db: Db, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw notFound(childMessages.notFound);
  const rows = await db
    .delete(companionChildren)
    .where(and(eq(companionChildren.id, id), eq(companionChildren.userId, userId)))
    .returning({ id: companionChildren.id });
  if (rows.length === 0) throw notFound(childMessages.notFound);
}

/**
 * Who is talking in a new conversation: the child asked for, or the only child when the account has one. An
 * account with several must say which; one with none talks without a profile, as before profiles existed.
 */
export async function childForConversation(
  db: Db,
  userId: string,
  childId: string | undefined,
): Promise<ChildRow | null> {
  if (childId !== undefined) {
    const child = await findChild(db, userId, childId);
    if (!child) throw notFound(childMessages.notFound);
    return child;
  }
  const children = await db.select().from(companionChildren).where(eq(companionChildren.userId, userId)).limit(2);
  if (children.length > 1) throw invalid(childMessages.chooseChild, { childId: childMessages.chooseChild });
  return children[0] ?? null;
}

/** Only what the parent filled in reaches the AI layer. */
export function toChildContext(child: ChildRow | null | undefined): ChildContext {
  if (!child) return {};
  return {
    name: child.name,
    ageBand: child.ageBand,
    ...(child.interests ? { interests: child.interests } : {}),
    ...(child.personality ? { personality: child.personality } : {}),
    ...(child.parentGoal ? { parentGoal: child.parentGoal } : {}),
  };
}

/** The name of the child who talked in a conversation, or '' for one from before child profiles. */
export async function childNameOf(db: Db, conversationId: string): Promise<string> {
  const [row] = await db
    .select({ name: companionChildren.name })
    .from(companionConversations)
    .innerJoin(companionChildren, eq(companionChildren.id, companionConversations.childId))
    .where(eq(companionConversations.id, conversationId))
    .limit(1);
  return row?.name ?? '';
}
