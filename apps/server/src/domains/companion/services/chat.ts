import { companionMessages } from '@kurio/shared/companion';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../accounts/public';
import { withQuota } from '../../accounts/public';
import { notFound } from '../../domain-error';
import { findCharacter } from './characters';
import { getChildProfile, toChildContext } from './child-profile';
import { type CompanionAi, summarize, talk } from './conversation';
import { findSession, sessionMessages } from './sessions';

/** The character's answer to what the child said in one of the user's sessions, within the daily chat quota. */
export async function replyToChild(db: Db, ai: CompanionAi, user: UserRow, sessionId: string, content: string) {
  const session = await findSession(db, user.id, sessionId);
  if (!session) throw notFound(companionMessages.sessionNotFound);
  const character = await findCharacter(db, user.id, session.assistantId);
  if (!character) throw notFound(companionMessages.characterNotFound);
  const child = toChildContext(await getChildProfile(db, user.id));
  return withQuota(db, user, 'companion', 1, () => talk(db, ai, { sessionId: session.id, character, child, content }));
}

/** The parents' summary of one of the user's sessions. */
export async function summarizeSession(db: Db, ai: CompanionAi, userId: string, sessionId: string) {
  const session = await findSession(db, userId, sessionId);
  if (!session) throw notFound(companionMessages.sessionNotFound);
  return summarize(ai, await sessionMessages(db, session.id));
}
