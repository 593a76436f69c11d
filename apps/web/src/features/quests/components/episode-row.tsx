import type { Episode } from '@kurio/shared/quests';
import { ActionIcon, Checkbox, Group, Text } from '@mantine/core';
import { formatDuration } from '../../../lib/format-duration';
import { useHydrated } from '../../../lib/use-hydrated';
import { PlayPauseIcon } from './play-pause-icon';

interface Props {
  number: number;
  episode: Episode;
  playing: boolean;
  onTogglePlay: () => void;
  onCompletedChange: (completed: boolean) => void;
}

/** One numbered episode: checkbox (struck through when done), title, duration in brackets, play/pause. */
export function EpisodeRow({ number, episode, playing, onTogglePlay, onCompletedChange }: Props) {
  const label = `Episode ${number}: ${episode.title}`;
  // A page drawn by the server shows the box before the app runs; ticked then, it would change on screen only.
  const hydrated = useHydrated();
  return (
    <Group component="li" wrap="nowrap" gap="sm" py="xs" align="center">
      <Text fw={600} w={28} ta="right" aria-hidden style={{ flexShrink: 0 }}>
        {number}.
      </Text>
      <Checkbox
        checked={episode.isCompleted}
        disabled={!hydrated}
        onChange={(event) => onCompletedChange(event.currentTarget.checked)}
        aria-label={`${label} (${formatDuration(episode.duration)}) done`}
        style={{ flex: 1, minWidth: 0 }}
        label={
          <Text
            span
            td={episode.isCompleted ? 'line-through' : undefined}
            c={episode.isCompleted ? 'gray.7' : undefined}
          >
            {episode.title} ({formatDuration(episode.duration)})
          </Text>
        }
      />
      <ActionIcon
        size="lg"
        radius="xl"
        variant={playing ? 'filled' : 'light'}
        onClick={onTogglePlay}
        aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        aria-pressed={playing}
        style={{ flexShrink: 0 }}
      >
        <PlayPauseIcon playing={playing} />
      </ActionIcon>
    </Group>
  );
}
