import { type SafetyCategory, safetyCategoryLabels } from '@kurio/shared/child-safety';
import type { MailMessage } from '../../../adapters/email/smtp-mailer';

export interface AlertEmailInput {
  to: string;
  /** The name of the child who talked, or empty for a conversation from before child profiles. */
  childName: string;
  category: SafetyCategory;
  createdAt: number;
  timeZone: string;
  conversationUrl: string;
}

const when = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(instant);

/**
 * The parent's email about a serious flag. It names the category and links to the conversation but never quotes
 * the child: an inbox is read on shared screens and kept by mail providers, the parents area is behind sign-in.
 */
export function alertEmail(input: AlertEmailInput): MailMessage {
  const child = input.childName.trim() || 'your child';
  const label = safetyCategoryLabels[input.category];
  const Child = child.charAt(0).toUpperCase() + child.slice(1);
  return {
    to: input.to,
    subject: `Kurio: please check a conversation (${label})`,
    text: [
      `${Child} said something in the Kurio companion that our safety layer flagged as: ${label}.`,
      `When: ${when(input.createdAt, input.timeZone)}`,
      '',
      'The companion answered with a caring reply and did not continue the topic. This email does not repeat',
      'what was said; you can read the conversation, and find where to get help, after signing in:',
      input.conversationUrl,
      '',
      'If your child may be in danger right now, call your local emergency number.',
      '',
      'You receive this because you are the parent on this Kurio account.',
    ].join('\n'),
  };
}
