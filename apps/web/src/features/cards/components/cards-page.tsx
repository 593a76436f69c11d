import type { Card } from '@kurio/shared/cards';
import { Anchor, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { showWarning } from '../../../stores/warning-bar';
import { useDecks } from '../api/decks';
import { useDeleteCard } from '../api/delete-card';
import { unfilteredCards, useCardList } from '../api/list-cards';
import { deckScoped } from '../lib/review-deck';
import { ApiErrorAlert } from './api-error-alert';
import { CardListItem } from './card-list-item';
import { DeckSelect } from './deck-select';
import { DeckSpeechSettings } from './deck-speech-settings';
import { DeleteCardDialog } from './delete-card-dialog';
import { RenameDeckDialog } from './rename-deck-dialog';

/** The title, with Review, Learn and Practice test (of the chosen deck) and Generate. */
function CardsHeader({ deckId }: { deckId: number | undefined }) {
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1}>Recent Cards</Title>
      <Group gap="xs">
        <Button component={Link} to={deckScoped(paths.review, deckId)} variant="light">
          Review
        </Button>
        <Button component={Link} to={deckScoped(paths.learnMode, deckId)} variant="light">
          Learn
        </Button>
        <Button component={Link} to={deckScoped(paths.practiceTest, deckId)} variant="light">
          Practice test
        </Button>
        <Button component={Link} to={paths.generate}>
          Generate cards
        </Button>
      </Group>
    </Group>
  );
}

interface CardListProps {
  list: ReturnType<typeof useCardList>;
  /** A deck or a search narrows the list: an empty one then says nothing matches. */
  filtered: boolean;
  onDelete: (card: Card) => void;
}

/** The cards loaded so far, with Load more; or that they are loading, failed, or there are none. */
function CardList({ list, filtered, onDelete }: CardListProps) {
  const cards = list.data?.pages.flatMap((page) => page.cards) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading cards" />
      </Center>
    );
  }
  if (list.isError) return <ApiErrorAlert error={list.error} title="Could not load your cards" />;
  if (cards.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {filtered ? 'No cards match.' : 'No cards yet. '}
        {!filtered && (
          <Anchor component={Link} to={paths.generate}>
            Generate your first cards
          </Anchor>
        )}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {cards.length} of {total} card{total === 1 ? '' : 's'}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((card) => (
          <CardListItem key={card.id} card={card} onDelete={onDelete} />
        ))}
      </Stack>
      {list.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </>
  );
}

/** docs/product.md §2 Recent Cards, with deck filter, search and paging; deletes update the list in place. */
export function CardsPage() {
  usePageTitle('Recent Cards');
  const [deckId, setDeckId] = useState(unfilteredCards.deckId);
  const [search, setSearch] = useState(unfilteredCards.q);
  const [q] = useDebouncedValue(search.trim(), 300);
  const [deleting, setDeleting] = useState<Card | null>(null);
  const [renaming, setRenaming] = useState(false);
  const decks = useDecks();
  const list = useCardList({ deckId, q });
  const remove = useDeleteCard();
  const deck = decks.data?.decks.find((d) => d.id === deckId) ?? null;

  const confirmDelete = (card: Card) => {
    setDeleting(null);
    remove.mutate(card.id, { onError: (error) => showWarning(error.message) });
  };

  return (
    <Stack maw={760} mx="auto" gap="md">
      <CardsHeader deckId={deckId} />
      <Group align="flex-end" gap="sm" grow preventGrowOverflow={false}>
        <DeckSelect decks={decks.data?.decks ?? []} value={deckId} onChange={setDeckId} />
        <TextInput
          label="Search"
          type="search"
          placeholder="Words in a question or answer"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      {deck && (
        <Group gap="xs">
          <Text size="sm">
            Deck <b>{deck.name}</b>
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => setRenaming(true)}>
            Rename deck
          </Anchor>
        </Group>
      )}
      {deck && <DeckSpeechSettings deck={deck} />}
      <CardList list={list} filtered={Boolean(q || deckId)} onDelete={setDeleting} />
      <DeleteCardDialog card={deleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
      <RenameDeckDialog key={deck?.id ?? 'none'} deck={renaming ? deck : null} onClose={() => setRenaming(false)} />
    </Stack>
  );
}
