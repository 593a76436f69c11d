import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import type { MailMessage } from '../../../adapters/email/smtp-mailer';
import type { ChildWeek } from './weekly-summary';

export interface WeeklySummaryEmailInput {
  to: string;
  /** The week's first instant, and the next week's, in `timeZone`. */
  weekStart: number;
  weekEnd: number;
  timeZone: string;
  children: ChildWeek[];
  parentsUrl: string;
}

const day = (instant: number, timeZone: string, weekday: boolean) =>
  new Intl.DateTimeFormat('en-US', {
    ...(weekday ? { weekday: 'long' } : {}),
    month: weekday ? 'long' : 'short',
    day: 'numeric',
    timeZone,
  }).format(instant);

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function childLine(child: ChildWeek): string {
  if (child.conversations === 0) return `${child.name}: no conversations this week.`;
  const flagged = child.flags.reduce((sum, [, n]) => sum + n, 0);
  const flags =
    flagged === 0
      ? 'no flags'
      : `${count(flagged, 'flag')} (${child.flags.map(([category, n]) => `${safetyCategoryLabels[category]}: ${n}`).join(', ')})`;
  return `${child.name}: ${count(child.conversations, 'conversation')}, ${count(child.minutes, 'minute')} talked, ${flags}.`;
}

/**
 * The parent's weekly summary (decision 161): per child, conversations, minutes and flags by category. Like the
 * alerts, it never quotes a child; the conversations themselves stay behind sign-in in the parents area.
 */
export function weeklySummaryEmail(input: WeeklySummaryEmailInput): MailMessage {
  const lastDay = input.weekEnd - 1;
  return {
    to: input.to,
    subject: `Kurio: your weekly summary (${day(input.weekStart, input.timeZone, false)} – ${day(lastDay, input.timeZone, false)})`,
    text: [
      `How your children used the Kurio companion from ${day(input.weekStart, input.timeZone, true)} to ${day(lastDay, input.timeZone, true)}:`,
      '',
      ...(input.children.length > 0
        ? input.children.map(childLine)
        : ['No child profiles yet. Add your children in the parents area to see each of them here.']),
      '',
      'This summary gives numbers only and never repeats what your children said. Read the conversations, and',
      'switch this summary off, in the parents area after signing in:',
      input.parentsUrl,
      '',
      'You receive this because you switched on the weekly summary in Kurio’s parents area.',
    ].join('\n'),
  };
}
