import type { Deck } from '@kurio/shared/cards';
import { NativeSelect } from '@mantine/core';

interface Props {
  decks: Deck[];
  value: number | undefined;
  onChange: (deckId: number | undefined) => void;
  label?: string;
}

const allDecks = 'all';

/**
 * The deck filter, a native select: phones open their own picker, and nothing positions a dropdown in script
 * while the list loads (a Mantine Select measured the page on mount).
 */
export function DeckSelect({ decks, value, onChange, label = 'Deck' }: Props) {
  return (
    <NativeSelect
      label={label}
      data={[
        { value: allDecks, label: 'All decks' },
        ...decks.map((deck) => ({ value: String(deck.id), label: `${deck.name} (${deck.cardCount})` })),
      ]}
      value={value === undefined ? allDecks : String(value)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next !== allDecks ? Number(next) : undefined);
      }}
    />
  );
}
