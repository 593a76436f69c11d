import type { Book } from '@kurio/shared/quests';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { DownloadButton } from '../../../components/download-button';
import { formatLongDate } from '../../../lib/format-date';
import { useQuestDownload } from '../hooks/use-quest-download';
import { completedCount } from '../lib/quest-transitions';

/** A library card: title and author; progress and Start/Resume for open books, the date for completed ones. */
export function LibraryBookCard({ book, onStart }: { book: Book; onStart: (book: Book) => void }) {
  const download = useQuestDownload(book);
  return (
    <Card withBorder radius="lg" p="lg" component="article" aria-labelledby={`book-${book.id}`}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" id={`book-${book.id}`}>
          {book.title}
        </Title>
        <Text c="gray.7">{book.author}</Text>
        <Text size="sm" style={{ flexGrow: 1 }}>
          {book.summary}
        </Text>
        {book.status === 'inProgress' && (
          <Text size="sm" fw={600}>
            Progress: {completedCount(book)}/{book.episodes.length} complete
          </Text>
        )}
        {book.status === 'completed' && book.completionDate ? (
          <Text size="sm" fw={600}>
            Completed: {formatLongDate(book.completionDate)}
          </Text>
        ) : (
          <Button
            mt="xs"
            onClick={() => onStart(book)}
            variant={book.status === 'inProgress' ? 'light' : 'filled'}
            aria-label={`${book.status === 'inProgress' ? 'Resume Quest' : 'Start Quest'}: ${book.title}`}
          >
            {book.status === 'inProgress' ? 'Resume Quest' : 'Start Quest'}
          </Button>
        )}
        {/* A finished book can still be downloaded from its page; the library offers it for books still to hear. */}
        {book.status !== 'completed' && <DownloadButton {...download} />}
      </Stack>
    </Card>
  );
}
