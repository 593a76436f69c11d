import type { Book } from '@kurio/shared/quests';
import { Anchor, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DownloadButton } from '../../../components/download-button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSetEpisodeCompleted } from '../api/set-episode-completed';
import { useEpisodePlayer } from '../hooks/use-episode-player';
import { useQuestDownload } from '../hooks/use-quest-download';
import { EpisodeRow } from './episode-row';
import { QuestDataBoundary } from './quest-data-boundary';

function QuestNotFound() {
  usePageTitle('Quest not found');
  return (
    <Stack align="center" py={60} gap="md">
      <Title order={1}>Quest not found!</Title>
      <Button component={Link} to={paths.library} variant="light">
        Go to Library
      </Button>
    </Stack>
  );
}

function Quest({ book }: { book: Book }) {
  usePageTitle(book.title);
  const setCompleted = useSetEpisodeCompleted();
  const complete = (episodeId: string, completed: boolean) => {
    const episode = book.episodes.find((candidate) => candidate.id === episodeId);
    if (!episode || episode.isCompleted === completed) return;
    setCompleted.mutate({ bookId: book.id, episodeId, completed, title: episode.title });
  };
  // Listening to the end counts as finishing the episode.
  const player = useEpisodePlayer((episodeId) => complete(episodeId, true));
  const download = useQuestDownload(book);
  return (
    <Stack gap="xs">
      <Title order={1}>{book.title}</Title>
      <Text c="gray.7">by {book.author}</Text>
      <Text mt="xs">{book.summary}</Text>
      <Text size="sm" c="gray.7">
        {book.source}
      </Text>
      <Box maw={420} mt="xs">
        <DownloadButton {...download} />
      </Box>
      <Paper withBorder radius="lg" p="md" mt="md">
        <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Episodes">
          {book.episodes.map((episode, index) => (
            <EpisodeRow
              key={episode.id}
              number={index + 1}
              episode={episode}
              playing={player.isPlaying(episode.id)}
              onTogglePlay={() => player.toggle(episode)}
              onCompletedChange={(completed) => complete(episode.id, completed)}
            />
          ))}
        </Stack>
      </Paper>
      {/* biome-ignore lint/a11y/useMediaCaption: each episode's text is published in the library's content; no caption track exists yet. */}
      <audio ref={player.audioRef} preload="none" data-testid="episode-audio" />
    </Stack>
  );
}

/** docs/product.md §2 Quest: a book's numbered episodes to listen to and tick off. */
export function QuestPage() {
  const { bookId = '' } = useParams();
  return (
    <Stack gap="md" maw={760} mx="auto" py="md">
      <Anchor component={Link} to={paths.questHome} w="fit-content">
        ← Back to Home
      </Anchor>
      <QuestDataBoundary>
        {(data) => {
          const book = data.books.find((candidate) => candidate.id === bookId);
          return book ? <Quest book={book} /> : <QuestNotFound />;
        }}
      </QuestDataBoundary>
    </Stack>
  );
}
