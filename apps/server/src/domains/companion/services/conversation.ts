import type { Character, ConversationMessage, ConversationSummaryResponse } from '@kurio/shared/companion';
import type { AiService, ChatTurn, ChildContext } from '../../../adapters/ai/ai-service';
import type { Db } from '../../../db/client';
import { findBuiltInCharacter } from './built-in-characters';
import { conversationMessages, flagMessage, insertMessage } from './conversations';
import { fillPrompt } from './fill-prompt';

export type CompanionAi = Pick<AiService, 'companionReply' | 'summarizeConversation'>;

const toTurns = (messages: ConversationMessage[]): ChatTurn[] =>
  messages.map(({ role, content }) => ({ role, content }));

/**
 * One exchange, stored as it happens: the child's words first (text only, never audio), then the character's
 * reply from the AI layer. When the safety layer steps in, both sides are flagged for the parents.
 */
export async function talk(
  db: Db,
  ai: CompanionAi,
  input: { conversationId: string; character: Character; child: ChildContext; content: string; clock: () => number },
  signal?: AbortSignal,
): Promise<{ userMessage: ConversationMessage; reply: ConversationMessage }> {
  const history = await conversationMessages(db, input.conversationId);
  const userMessage = await insertMessage(db, {
    conversationId: input.conversationId,
    role: 'user',
    content: input.content,
    sentAt: input.clock(),
  });
  const answer = await ai.companionReply(
    {
      character: {
        name: input.character.name,
        systemPrompt: fillPrompt(input.character.systemPrompt, input.child),
        persona: findBuiltInCharacter(input.character.id)?.persona,
      },
      child: input.child,
      history: [...toTurns(history), { role: 'user', content: input.content }],
    },
    signal,
  );
  const flag = answer.flagged
    ? { reason: answer.flagReason || 'The safety layer stepped in.', category: answer.flagCategory }
    : undefined;
  const reply = await insertMessage(db, {
    conversationId: input.conversationId,
    role: 'assistant',
    content: answer.reply,
    // Strictly after the child's message, so the transcript order never depends on a tie.
    sentAt: Math.max(input.clock(), userMessage.timestamp + 1),
    flag,
  });
  if (flag) {
    await flagMessage(db, userMessage.id, flag);
    const category = flag.category ? { flagCategory: flag.category } : {};
    return { userMessage: { ...userMessage, flagged: true, flagReason: flag.reason, ...category }, reply };
  }
  return { userMessage, reply };
}

/** The parents' summary, generated from the real transcript. */
export async function summarize(
  ai: CompanionAi,
  messages: ConversationMessage[],
  signal?: AbortSignal,
): Promise<ConversationSummaryResponse> {
  if (messages.length === 0) return { summary: 'This conversation has no messages yet.', insights: [] };
  return ai.summarizeConversation(toTurns(messages), signal);
}
