import type { sessionResponseSchema } from '@kurio/shared/companion';
import { apiRequest } from '../../../lib/api-client';

/** Opens a conversation with a character; called on the child's first words, so silent visits leave no session. */
export const startSession = (assistantId: string) =>
  apiRequest<typeof sessionResponseSchema>('/api/companion/sessions', { body: { json: { assistantId } } });
