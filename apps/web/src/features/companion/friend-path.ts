import { paths } from '../../config/paths';

/** The voice friend screen for one character. */
export const friendPath = (assistantId: string) =>
  `${paths.companionTalk}?assistant=${encodeURIComponent(assistantId)}`;
