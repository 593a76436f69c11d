import { type AiService, type CompanionReply, lastUserMessage } from '../ai-service';
import { checkChildInput, checkCompanionOutput, type SafetyReason } from './content-check';
import { flagReasons, safeReplies } from './safe-replies';

const blocked = (reason: SafetyReason, where: 'child' | 'companion'): CompanionReply => ({
  reply: safeReplies[reason],
  flagged: true,
  flagReason: `${flagReasons[reason]} (${where === 'child' ? 'in what the child said' : 'in the reply, which was replaced'})`,
});

/**
 * Wraps any provider so every companion reply passes the fixed safety layer: the child's words are
 * checked before the model sees them, and the reply is checked before the child does.
 */
export function withChildSafety(service: AiService): AiService {
  return {
    mode: service.mode,
    generateCards: (input, signal) => service.generateCards(input, signal),
    tutorReply: (input, signal) => service.tutorReply(input, signal),
    summarizeSession: (messages, signal) => service.summarizeSession(messages, signal),
    createLesson: (topic, signal) => service.createLesson(topic, signal),
    async companionReply(input, signal) {
      const said = lastUserMessage(input.history);
      const inputVerdict = checkChildInput(said);
      if (!inputVerdict.safe && inputVerdict.reason) return blocked(inputVerdict.reason, 'child');
      const result = await service.companionReply(input, signal);
      const outputVerdict = checkCompanionOutput(result.reply);
      if (!outputVerdict.safe && outputVerdict.reason) return blocked(outputVerdict.reason, 'companion');
      return result;
    },
  };
}
