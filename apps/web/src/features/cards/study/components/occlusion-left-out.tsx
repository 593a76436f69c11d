import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { deckScoped } from '../../lib/review-deck';

/**
 * Says how many image occlusion cards a study mode leaves out and why (decision 164): their answer is a place on
 * an image, which a choice or a typed answer cannot ask, so a learner does not wonder where those cards went.
 */
export function OcclusionLeftOut({ count, deckId }: { count: number; deckId: number | undefined }) {
  if (count === 0) return null;
  const one = count === 1;
  return (
    <Text size="sm" c="dimmed" role="note">
      {one ? '1 image occlusion card is' : `${count} image occlusion cards are`} left out: {one ? 'its' : 'their'}{' '}
      answer is a place on an image, which choices and typed answers cannot ask.{' '}
      <Anchor component={Link} to={deckScoped(paths.review, deckId)} inherit underline="always">
        Review {one ? 'it' : 'them'}
      </Anchor>{' '}
      to study {one ? 'it' : 'them'}.
    </Text>
  );
}
