import { paths } from '../../config/paths';

/** The voice friend screen for one character, and the child talking when the account has several. */
export const friendPath = (assistantId: string, childId?: string) => {
  const query = new URLSearchParams({ assistant: assistantId, ...(childId ? { child: childId } : {}) });
  return `${paths.companionTalk}?${query}`;
};
