import { routes } from '@kurio/shared/api/routes';
import { callApi } from '../../../lib/api-client';

/** Stores the child's words and returns the character's reply (the server asks the AI layer). */
export const sendMessage = (conversationId: string, content: string) =>
  callApi(routes.companion.sendMessage, { params: { id: conversationId }, body: { content } });
