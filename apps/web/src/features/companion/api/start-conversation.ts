import { routes } from '@kurio/shared/api/routes';
import { callApi } from '../../../lib/api-client';

/**
 * Opens a conversation with a character for the child who is talking (none: the account's only child, or no
 * child); called on the child's first words, so silent visits leave no conversation.
 */
export const startConversation = (assistantId: string, childId: string | undefined) =>
  callApi(routes.companion.startConversation, { body: { assistantId, ...(childId ? { childId } : {}) } });
