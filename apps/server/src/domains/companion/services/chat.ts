import { companionMessages } from '@kurio/shared/companion';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../accounts/public';
import { withQuota } from '../../accounts/public';
import { notFound } from '../../domain-error';
import { findCharacter } from './characters';
import { findChild, toChildContext } from './children';
import { type CompanionAi, summarize, talk } from './conversation';
import { conversationMessages, findConversation } from './conversations';
import { queueParentAlert } from './parent-alerts';
import { requireTalkTime } from './talk-time';

/**
 * The character's answer to what the child said in one of the user's conversations, within the daily chat quota
 * and the child's talking time and quiet hours. A
 * serious flag also goes in the parent-alert outbox; the email itself is sent later, never in the child's wait.
 */
export async function replyToChild(
  db: Db,
  ai: CompanionAi,
  user: UserRow,
  said: { conversationId: string; content: string; timeZone: string },
  clock: () => number,
) {
  const conversation = await findConversation(db, user.id, said.conversationId);
  if (!conversation) throw notFound(companionMessages.conversationNotFound);
  const character = await findCharacter(db, user.id, conversation.assistantId);
  if (!character) throw notFound(companionMessages.characterNotFound);
  const child = conversation.childId ? await findChild(db, user.id, conversation.childId) : undefined;
  if (child) await requireTalkTime(db, child, clock());
  const exchange = await withQuota(db, user, 'companion', 1, () =>
    talk(db, ai, {
      conversationId: conversation.id,
      character,
      child: toChildContext(child),
      content: said.content,
      clock,
    }),
  );
  const category = exchange.userMessage.flagCategory;
  if (category) {
    const alert = { userId: user.id, conversationId: conversation.id, createdAt: exchange.userMessage.timestamp };
    await queueParentAlert(db, { ...alert, category, timeZone: said.timeZone });
  }
  return exchange;
}

/** The parents' summary of one of the user's conversations. */
export async function summarizeConversation(db: Db, ai: CompanionAi, userId: string, conversationId: string) {
  const conversation = await findConversation(db, userId, conversationId);
  if (!conversation) throw notFound(companionMessages.conversationNotFound);
  return summarize(ai, await conversationMessages(db, conversation.id));
}
