import { companionMessages } from '@kurio/shared/companion';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../accounts/public';
import { withQuota } from '../../accounts/public';
import { notFound } from '../../domain-error';
import { findCharacter } from './characters';
import { getChildProfile, toChildContext } from './child-profile';
import { type CompanionAi, summarize, talk } from './conversation';
import { conversationMessages, findConversation } from './conversations';

/** The character's answer to what the child said in one of the user's conversations, within the daily chat quota. */
export async function replyToChild(db: Db, ai: CompanionAi, user: UserRow, conversationId: string, content: string) {
  const conversation = await findConversation(db, user.id, conversationId);
  if (!conversation) throw notFound(companionMessages.conversationNotFound);
  const character = await findCharacter(db, user.id, conversation.assistantId);
  if (!character) throw notFound(companionMessages.characterNotFound);
  const child = toChildContext(await getChildProfile(db, user.id));
  return withQuota(db, user, 'companion', 1, () =>
    talk(db, ai, { conversationId: conversation.id, character, child, content }),
  );
}

/** The parents' summary of one of the user's conversations. */
export async function summarizeConversation(db: Db, ai: CompanionAi, userId: string, conversationId: string) {
  const conversation = await findConversation(db, userId, conversationId);
  if (!conversation) throw notFound(companionMessages.conversationNotFound);
  return summarize(ai, await conversationMessages(db, conversation.id));
}
