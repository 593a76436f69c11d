import type { ConversationListItem } from '@kurio/shared/companion';
import { Alert, Anchor, Text } from '@mantine/core';
import { seriousCategoriesOf } from '../safety-help';

export const helpLinesSectionId = 'where-to-get-help';

/**
 * Tells the parent, above the list, how many conversations the safety layer stepped into. role="status", not
 * "alert": it arrives with the page rather than after something the parent did, and should not cut off the
 * screen reader mid-sentence. Light red keeps its red-9 title at 4.5:1; light orange would fall below AA.
 */
export function FlaggedConversationsAlert({ conversations }: { conversations: readonly ConversationListItem[] }) {
  const flagged = conversations.filter((conversation) => conversation.flaggedCount > 0);
  if (flagged.length === 0) return null;
  const serious = seriousCategoriesOf(flagged.flatMap((conversation) => conversation.flagCategories)).length > 0;
  const title =
    flagged.length === 1
      ? '1 conversation needs your attention'
      : `${flagged.length} conversations need your attention`;
  return (
    <Alert color="red" variant="light" role="status" title={title} mb="lg">
      <Text size="sm">The safety layer stepped in. Flagged conversations are listed first.</Text>
      {serious && (
        <Text size="sm" mt="xs">
          Some touch on serious topics: talk with your child soon, and see{' '}
          <Anchor href={`#${helpLinesSectionId}`} c="red.9" underline="always" fw={700} inherit>
            where to get help
          </Anchor>
          .
        </Text>
      )}
    </Alert>
  );
}
