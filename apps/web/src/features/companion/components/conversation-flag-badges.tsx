import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import type { ConversationListItem } from '@kurio/shared/companion';
import { Badge } from '@mantine/core';

/**
 * Badges for the card's badge row: how many exchanges the safety layer stepped into, and what about. Colours
 * chosen for WCAG AA: white on red-9 is 5.5:1 (Mantine's light orange badge is 3.6:1), gray-9 on gray-1 far
 * more. Category labels keep their case: they are phrases a parent reads, not tags.
 */
export function ConversationFlagBadges({
  conversation,
}: {
  conversation: Pick<ConversationListItem, 'flaggedCount' | 'flagCategories'>;
}) {
  if (conversation.flaggedCount === 0) return null;
  return (
    <>
      <Badge color="red.9" variant="filled">
        {conversation.flaggedCount} flagged
      </Badge>
      {conversation.flagCategories.map((category) => (
        <Badge key={category} color="gray" variant="light" tt="none">
          {safetyCategoryLabels[category]}
        </Badge>
      ))}
    </>
  );
}
