import type { SafetyCategory } from '@kurio/shared/child-safety';
import { type AiService, type CompanionReply, lastUserMessage } from '../adapters/ai/ai-service';
import { checkChildInput, checkCompanionOutput } from './content-check';
import type { Moderate } from './moderation';
import { flagReasons, safeReplies } from './safe-replies';

const where = { child: 'in what the child said', companion: 'in the reply, which was replaced' } as const;

const blocked = (category: SafetyCategory, side: keyof typeof where, by = ''): CompanionReply => ({
  reply: safeReplies[category],
  flagged: true,
  flagCategory: category,
  flagReason: `${flagReasons[category]} (${where[side]}${by})`,
});

/**
 * Wraps any provider so every companion reply passes the fixed safety layer: the child's words are checked
 * before the model sees them, and the reply before the child does. With a hosted model that has a moderation
 * endpoint, its verdict is asked too; it can only add flags, never clear one the local rules raised.
 */
export function withChildSafety(service: AiService, moderate?: Moderate): AiService {
  const byProvider = " by the provider's moderation";
  return {
    mode: service.mode,
    generateCards: (input, signal) => service.generateCards(input, signal),
    tutorReply: (input, signal) => service.tutorReply(input, signal),
    summarizeConversation: (messages, signal) => service.summarizeConversation(messages, signal),
    createLesson: (topic, signal) => service.createLesson(topic, signal),
    async companionReply(input, signal) {
      const said = lastUserMessage(input.history);
      const inputVerdict = checkChildInput(said);
      if (inputVerdict.category) return blocked(inputVerdict.category, 'child');
      const [moderatedInput, result] = await Promise.all([
        moderate?.(said, signal),
        service.companionReply(input, signal),
      ]);
      if (moderatedInput) return blocked(moderatedInput, 'child', byProvider);
      const outputVerdict = checkCompanionOutput(result.reply);
      if (outputVerdict.category) return blocked(outputVerdict.category, 'companion');
      const moderatedOutput = await moderate?.(result.reply, signal);
      if (moderatedOutput) return blocked(moderatedOutput, 'companion', byProvider);
      return result;
    },
  };
}
