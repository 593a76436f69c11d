import { ratingLabels } from '@kurio/shared/card-rules';
import { Button, SimpleGrid } from '@mantine/core';
import { memo } from 'react';

const colors: Record<number, string> = { 5: 'teal', 4: 'green', 3: 'lime', 2: 'yellow', 1: 'orange', 0: 'red' };

/** The six ratings of docs/product.md §9, best first; the number is also the keyboard shortcut. */
export const RatingButtons = memo(function RatingButtons({
  onRate,
  disabled,
}: {
  onRate: (quality: number) => void;
  disabled: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="group" aria-label="How well did you remember?">
      {ratingLabels.map(({ quality, label }) => (
        <Button
          key={quality}
          variant="light"
          color={colors[quality]}
          c="dark.8"
          onClick={() => onRate(quality)}
          disabled={disabled}
          aria-keyshortcuts={String(quality)}
          h="auto"
          mih={40}
          py={6}
          px="xs"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {quality} {label}
        </Button>
      ))}
    </SimpleGrid>
  );
});
