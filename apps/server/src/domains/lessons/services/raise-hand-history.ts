import type { LessonChatMessage, RaiseHandEntry } from '@kurio/shared/lessons';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lessonChatMessages } from '../../../db/schema/index';

type MessageRow = { sentence: string } & LessonChatMessage;

const messageColumns = {
  sentence: lessonChatMessages.sentence,
  id: lessonChatMessages.messageId,
  content: lessonChatMessages.content,
  sender: lessonChatMessages.sender,
  createdMs: lessonChatMessages.createdMs,
};

function groupBySentence(lessonId: string, rows: MessageRow[]): RaiseHandEntry[] {
  const entries = new Map<string, RaiseHandEntry>();
  for (const { sentence, ...message } of rows) {
    let entry = entries.get(sentence);
    if (!entry) {
      entry = { lessonId, sentence, messages: [] };
      entries.set(sentence, entry);
    }
    entry.messages.push(message);
  }
  return [...entries.values()];
}

/** This user's raise-hand history for one lesson, one entry per sentence, messages in the order sent. */
export async function listHistory(db: Db, userId: string, lessonId: string): Promise<RaiseHandEntry[]> {
  const rows = await db
    .select(messageColumns)
    .from(lessonChatMessages)
    .where(and(eq(lessonChatMessages.userId, userId), eq(lessonChatMessages.lessonId, lessonId)))
    .orderBy(asc(lessonChatMessages.seq));
  return groupBySentence(lessonId, rows);
}

/**
 * Appends messages to the entry of one sentence (docs/product.md §3). A message id already stored is skipped,
 * so a retried request does not duplicate a conversation.
 */
export async function appendHistory(
  db: Db,
  userId: string,
  lessonId: string,
  sentence: string,
  messages: LessonChatMessage[],
): Promise<RaiseHandEntry> {
  await db
    .insert(lessonChatMessages)
    .values(
      messages.map((message) => ({
        userId,
        lessonId,
        sentence,
        messageId: message.id,
        sender: message.sender,
        content: message.content,
        createdMs: message.createdMs,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select(messageColumns)
    .from(lessonChatMessages)
    .where(
      and(
        eq(lessonChatMessages.userId, userId),
        eq(lessonChatMessages.lessonId, lessonId),
        eq(lessonChatMessages.sentence, sentence),
      ),
    )
    .orderBy(asc(lessonChatMessages.seq));
  return groupBySentence(lessonId, rows)[0]!;
}
