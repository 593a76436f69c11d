import type { sendMessageResponseSchema } from '@kurio/shared/companion';
import { apiRequest } from '../../../lib/api-client';

/** Stores the child's words and returns the character's reply (the server asks the AI layer). */
export const sendMessage = (sessionId: string, content: string) =>
  apiRequest<typeof sendMessageResponseSchema>(`/api/companion/sessions/${encodeURIComponent(sessionId)}/messages`, {
    body: { json: { content } },
  });
