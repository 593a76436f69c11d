import type { OfflineCard } from '@kurio/shared/cards';
import { initialSchedulerState } from '@kurio/shared/scheduler/schedule';

/** A basic card of its own note, new and due at `dueAt`, as the device keeps it. */
export const offlineCard = (id: number, dueAt: number, deckId: number | null = null): OfflineCard => ({
  id,
  deckId,
  deckName: null,
  question: `Q${id}`,
  answer: 'A',
  type: 'basic',
  ordinal: 1,
  typeAnswer: false,
  noteId: `note-${id}`,
  note: { question: `Q${id}`, answer: 'A' },
  buriedUntil: null,
  dueAt,
  createdAt: 0,
  schedulerState: initialSchedulerState(new Date(dueAt)),
});
