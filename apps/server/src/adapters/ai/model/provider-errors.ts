import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { AiError } from '../ai-service';

export const timeoutMessage = 'The AI model took too long to answer. Please try again.';

/** Turns whatever the SDK threw into a failure a user can understand. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (RetryError.isInstance(error)) return toAiError(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 429) {
      return new AiError(
        'rateLimited',
        'The AI model is busy right now (too many requests). Please try again in a minute.',
      );
    }
    if (status === 408 || status === 504) return new AiError('timeout', timeoutMessage);
    if (status === 401 || status === 403) {
      return new AiError('unavailable', 'The AI model refused this server’s credentials. Please tell the site owner.');
    }
    if (status >= 400 && status < 500) {
      return new AiError('badOutput', 'The AI model could not handle this request. Please rephrase it and try again.');
    }
    return new AiError('unavailable', 'The AI model is not available right now. Please try again in a few minutes.');
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    return new AiError('badOutput', 'The AI model gave an answer we could not read. Please try again.');
  }
  return new AiError('unavailable', 'The AI model could not be reached. Please try again in a few minutes.');
}
