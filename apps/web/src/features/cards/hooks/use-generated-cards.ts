import type { CardInput } from '@kurio/shared/cards';
import { useCallback, useState } from 'react';

/** A generated card before saving: the client-made id is dropped when the card is saved (SPEC §3). */
export interface DraftCard extends CardInput {
  clientId: string;
  selected: boolean;
}

/** The generator's result list: all selected by default, edited one card at a time. */
export function useGeneratedCards() {
  const [cards, setCards] = useState<DraftCard[]>([]);
  const replace = useCallback(
    (generated: CardInput[]) =>
      setCards(generated.map((card) => ({ ...card, clientId: crypto.randomUUID(), selected: true }))),
    [],
  );
  const update = useCallback(
    (clientId: string, change: Partial<DraftCard>) =>
      setCards((current) => current.map((card) => (card.clientId === clientId ? { ...card, ...change } : card))),
    [],
  );
  const selected = cards.filter((card) => card.selected);
  const toSave = selected.map(({ question, answer }) => ({ question, answer }));
  return { cards, selected, toSave, replace, update };
}
