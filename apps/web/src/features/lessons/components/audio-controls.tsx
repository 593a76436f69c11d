import { formatClock } from '@kurio/shared/clock';
import { ActionIcon, Group, Slider, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { type PlaybackClock, usePlaybackTime } from '../lib/playback-clock';
import { skipSeconds, sliderStepSeconds } from '../lib/playback-time';
import { SkipBackIcon, SkipForwardIcon } from './icons';
import { PlayPauseButton } from './play-pause-button';

interface AudioControlsProps {
  playing: boolean;
  clock: PlaybackClock;
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

/**
 * The slider and the elapsed time follow the clock; the buttons around them redraw only when they change. While
 * playing, the thumb moves once a second (a second is about a pixel of a lesson's slider), not with every tenth the
 * clock shows: each move redraws the slider, and ten a second kept a phone's main thread busy when the learner
 * pressed pause. A time set on purpose (a seek, a keyboard step of a tenth, a pause) is shown exactly.
 */
const SeekSlider = memo(function SeekSlider(
  props: Pick<AudioControlsProps, 'clock' | 'onSeek' | 'onSeekEnd'> & { max: number; disabled: boolean },
) {
  const time = usePlaybackTime(props.clock, (seconds, moving) =>
    Math.min(moving ? Math.floor(seconds) : seconds, props.max),
  );
  return (
    <Slider
      min={0}
      max={props.max}
      step={sliderStepSeconds}
      value={time}
      onChange={props.onSeek}
      onChangeEnd={props.onSeekEnd}
      disabled={props.disabled}
      label={formatClock}
      thumbLabel="Seek"
      thumbValueText={(value: number) => `${formatClock(value)} of ${formatClock(props.max)}`}
      size="md"
      mb="xs"
    />
  );
});

function Elapsed({ clock }: { clock: PlaybackClock }) {
  return <>{formatClock(usePlaybackTime(clock, Math.floor))}</>;
}

export function AudioControls(props: AudioControlsProps) {
  const { playing, clock, duration, disabled } = props;
  const safeDuration = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return (
    <fieldset aria-label="Audio controls" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <SeekSlider
        clock={clock}
        max={safeDuration}
        onSeek={props.onSeek}
        onSeekEnd={props.onSeekEnd}
        disabled={disabled || safeDuration === 0}
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" ff="monospace" c="gray.7" miw={48}>
          <VisuallyHidden component="span">Elapsed </VisuallyHidden>
          <Elapsed clock={clock} />
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
