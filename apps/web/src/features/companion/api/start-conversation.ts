import { routes } from '@kurio/shared/api/routes';
import { callApi } from '../../../lib/api-client';

/** Opens a conversation with a character; called on the child's first words, so silent visits leave no conversation. */
export const startConversation = (assistantId: string) =>
  callApi(routes.companion.startConversation, { body: { assistantId } });
