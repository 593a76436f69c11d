import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import type { ConversationMessage } from '@kurio/shared/companion';
import { helpLinesFor, seriousCategoriesOf } from '../safety-help';
import { HelpLinesCard } from './help-lines-card';

/**
 * On a conversation that touched a serious topic, the help lines for just those topics, where the parent looks
 * first. Less serious flags (personal details, unkind words) need a talk, not a helpline, so they show nothing.
 */
export function ConversationHelpLines({ messages }: { messages: readonly ConversationMessage[] }) {
  const categories = seriousCategoriesOf(messages.map((message) => message.flagCategory));
  if (categories.length === 0) return null;
  const topics = categories.map((category) => safetyCategoryLabels[category]).join(', ');
  return (
    <HelpLinesCard
      lines={helpLinesFor(categories)}
      intro={`This conversation touched on: ${topics}. Talk with your child soon; these services can help.`}
    />
  );
}
