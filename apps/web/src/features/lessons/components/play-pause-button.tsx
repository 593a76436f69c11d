import { ActionIcon } from '@mantine/core';
import { PauseIcon, PlayIcon } from './icons';

/** The large Play/Pause button both lesson players put between their skip buttons. */
export function PlayPauseButton({
  playing,
  disabled,
  onToggle,
}: {
  playing: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <ActionIcon size={52} radius="xl" aria-label={playing ? 'Pause' : 'Play'} disabled={disabled} onClick={onToggle}>
      {playing ? <PauseIcon size={26} /> : <PlayIcon size={26} />}
    </ActionIcon>
  );
}
