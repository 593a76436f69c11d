import type { OcclusionNote } from '@kurio/shared/occlusion';
import { Stack, Text } from '@mantine/core';
import classes from './occlusion.module.css';
import { placeOf } from './occlusion-draft';

/**
 * An image occlusion card on the review screen: the card's areas masked in orange until the reveal, then outlined;
 * the note's other areas masked in yellow in "hide all" mode, shown in "hide one" mode.
 */
export function OcclusionView({
  occlusion,
  ordinal,
  revealed,
}: {
  occlusion: OcclusionNote;
  ordinal: number;
  revealed: boolean;
}) {
  const shown = occlusion.areas.filter(([number]) => number === ordinal || occlusion.mode === 'hideAll');
  return (
    <Stack gap="xs">
      {occlusion.header && <Text fw={600}>{occlusion.header}</Text>}
      <div className={`${classes.surface} ${classes.view}`}>
        <img src={occlusion.image} alt={occlusion.header || 'The image of this card'} className={classes.image} />
        {shown.map((area, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the note's areas do not change while it is shown
            key={index}
            className={`${classes.mask} ${area[0] !== ordinal ? classes.other : revealed ? classes.revealed : classes.current}`}
            style={placeOf(area)}
          />
        ))}
      </div>
      <Text size="sm" c="dimmed">
        {revealed ? 'The outlined area was hidden.' : 'What is under the orange area?'}
      </Text>
    </Stack>
  );
}
