import { NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { playbackRates } from '../lib/playback-time';

/** Beyond the original: playback speed 0.75× to 2×. */
export const SpeedSelect = memo(function SpeedSelect(props: {
  rate: number;
  disabled: boolean;
  onChange: (rate: number) => void;
}) {
  return (
    <NativeSelect
      aria-label="Playback speed"
      size="sm"
      w={80}
      disabled={props.disabled}
      value={String(props.rate)}
      onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      data={playbackRates.map((value) => ({ value: String(value), label: `${value}×` }))}
    />
  );
});
