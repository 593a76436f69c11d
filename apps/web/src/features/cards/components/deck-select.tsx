import type { Deck } from '@kurio/shared/cards';
import { Select } from '@mantine/core';

interface Props {
  decks: Deck[];
  value: number | undefined;
  onChange: (deckId: number | undefined) => void;
  label?: string;
}

const allDecks = 'all';

export function DeckSelect({ decks, value, onChange, label = 'Deck' }: Props) {
  return (
    <Select
      label={label}
      data={[
        { value: allDecks, label: 'All decks' },
        ...decks.map((deck) => ({ value: String(deck.id), label: `${deck.name} (${deck.cardCount})` })),
      ]}
      value={value === undefined ? allDecks : String(value)}
      onChange={(next) => onChange(next && next !== allDecks ? Number(next) : undefined)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
