import type { Book } from '@kurio/shared/quests';
import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStartQuest } from '../hooks/use-start-quest';
import { ChangeActiveQuestDialog } from './change-active-quest-dialog';
import { LibraryBookCard } from './library-book-card';
import { QuestDataBoundary } from './quest-data-boundary';

function BookGrid({ books, empty, onStart }: { books: Book[]; empty: string; onStart: (book: Book) => void }) {
  if (books.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
      {books.map((book) => (
        <LibraryBookCard key={book.id} book={book} onStart={onStart} />
      ))}
    </SimpleGrid>
  );
}

function Library({ books }: { books: Book[] }) {
  const { start, dialog } = useStartQuest(books);
  const available = books.filter((book) => book.status === 'available' || book.status === 'inProgress');
  const completed = books.filter((book) => book.status === 'completed');
  return (
    <>
      <Tabs defaultValue="available" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="available">Available ({available.length})</Tabs.Tab>
          <Tabs.Tab value="completed">Completed ({completed.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="available">
          <BookGrid books={available} onStart={start} empty="Every book is started: your active quest is on Home." />
        </Tabs.Panel>
        <Tabs.Panel value="completed">
          <BookGrid
            books={completed}
            onStart={start}
            empty="No completed quests yet. Finish every episode of a book and it will appear here."
          />
        </Tabs.Panel>
      </Tabs>
      <ChangeActiveQuestDialog {...dialog} />
    </>
  );
}

/** docs/product.md §2 Library: open books to start or resume, and completed books with their dates. */
export function LibraryPage() {
  usePageTitle('Library');
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Library</Title>
      <QuestDataBoundary>{(data) => <Library books={data.books} />}</QuestDataBoundary>
    </Stack>
  );
}
