import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import type { SessionListItem } from '@kurio/shared/companion';
import { Badge } from '@mantine/core';

/**
 * Badges for the card's badge row: how many exchanges the safety layer stepped into, and what about. Colours
 * chosen for WCAG AA: white on red-9 is 5.5:1 (Mantine's light orange badge is 3.6:1), gray-9 on gray-1 far
 * more. Category labels keep their case: they are phrases a parent reads, not tags.
 */
export function SessionFlagBadges({ session }: { session: Pick<SessionListItem, 'flaggedCount' | 'flagCategories'> }) {
  if (session.flaggedCount === 0) return null;
  return (
    <>
      <Badge color="red.9" variant="filled">
        {session.flaggedCount} flagged
      </Badge>
      {session.flagCategories.map((category) => (
        <Badge key={category} color="gray" variant="light" tt="none">
          {safetyCategoryLabels[category]}
        </Badge>
      ))}
    </>
  );
}
