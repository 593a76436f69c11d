import { AiError, type AiService } from './ai-service';

/** Told of each provider call once it ends: `ok`, `cancelled` (the caller stopped reading), or what failed. */
export type AiCallListener = (provider: AiService['mode'], outcome: string) => void;

const outcomeOf = (error: unknown) => (error instanceof AiError ? error.kind : 'error');

/** A stream counted when it ends: finished, failed, or abandoned by its reader (a browser that went away). */
async function* counted<T, R>(stream: AsyncIterable<T, R>, settle: (outcome: string) => void) {
  let outcome = 'cancelled';
  try {
    const result: R = yield* stream;
    outcome = 'ok';
    return result;
  } catch (error) {
    outcome = outcomeOf(error);
    throw error;
  } finally {
    settle(outcome);
  }
}

async function countedCall<T>(call: () => Promise<T>, settle: (outcome: string) => void): Promise<T> {
  try {
    const result = await call();
    settle('ok');
    return result;
  } catch (error) {
    settle(outcomeOf(error));
    throw error;
  }
}

/** Reports every call `service` makes to its provider, for the AI series at /metrics. */
export function withCallCounts(service: AiService, listener: AiCallListener): AiService {
  const settle = (outcome: string) => listener(service.mode, outcome);
  return {
    mode: service.mode,
    generateCards: (input, signal) => counted(service.generateCards(input, signal), settle),
    tutorReply: (input, signal) => counted(service.tutorReply(input, signal), settle),
    createLesson: (topic, signal) => counted(service.createLesson(topic, signal), settle),
    companionReply: (input, signal) => countedCall(() => service.companionReply(input, signal), settle),
    summarizeConversation: (messages, signal) =>
      countedCall(() => service.summarizeConversation(messages, signal), settle),
  };
}
