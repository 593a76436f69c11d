import { formatClock } from '@kurio/shared/clock';
import { ActionIcon, Group, Slider, Text, VisuallyHidden } from '@mantine/core';
import { skipSeconds, sliderStepSeconds } from '../lib/playback-time';
import { SkipBackIcon, SkipForwardIcon } from './icons';
import { PlayPauseButton } from './play-pause-button';

interface AudioControlsProps {
  playing: boolean;
  time: number;
  duration: number;
  /** docs/product.md §2: everything is disabled in chat mode. */
  disabled: boolean;
  onToggle: () => void;
  onSkip: (seconds: number) => void;
  onSeek: (seconds: number) => void;
  onSeekEnd: (seconds: number) => void;
}

function SkipButton(props: { seconds: number; disabled: boolean; onSkip: (seconds: number) => void }) {
  const back = props.seconds < 0;
  return (
    <ActionIcon
      variant="subtle"
      size="xl"
      radius="xl"
      aria-label={`${back ? 'Back' : 'Forward'} ${Math.abs(props.seconds)} seconds`}
      disabled={props.disabled}
      onClick={() => props.onSkip(props.seconds)}
    >
      {back ? <SkipBackIcon size={26} /> : <SkipForwardIcon size={26} />}
    </ActionIcon>
  );
}

export function AudioControls(props: AudioControlsProps) {
  const { playing, time, duration, disabled } = props;
  const safeDuration = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return (
    <fieldset aria-label="Audio controls" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Slider
        min={0}
        max={safeDuration}
        step={sliderStepSeconds}
        value={Math.min(time, safeDuration)}
        onChange={props.onSeek}
        onChangeEnd={props.onSeekEnd}
        disabled={disabled || safeDuration === 0}
        label={formatClock}
        thumbLabel="Seek"
        thumbValueText={(value: number) => `${formatClock(value)} of ${formatClock(safeDuration)}`}
        size="md"
        mb="xs"
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" ff="monospace" c="gray.7" miw={48}>
          <VisuallyHidden component="span">Elapsed </VisuallyHidden>
          {formatClock(time)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <SkipButton seconds={-skipSeconds} disabled={disabled} onSkip={props.onSkip} />
          <PlayPauseButton playing={playing} disabled={disabled} onToggle={props.onToggle} />
          <SkipButton seconds={skipSeconds} disabled={disabled} onSkip={props.onSkip} />
        </Group>
        <Text size="sm" ff="monospace" c="gray.7" miw={48} ta="right">
          <VisuallyHidden component="span">Total </VisuallyHidden>
          {formatClock(duration)}
        </Text>
      </Group>
    </fieldset>
  );
}
