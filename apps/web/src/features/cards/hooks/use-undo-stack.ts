import type { OfflineCard } from '@kurio/shared/cards';
import { create } from 'zustand';

/** One rating Undo can take back: its client id, the card as it was, and when the rating was kept on the device. */
export interface UndoEntry {
  clientId: string;
  before: OfflineCard;
  persisted: Promise<void>;
}

interface UndoStackState {
  entries: UndoEntry[];
  push: (entry: UndoEntry) => void;
  pop: () => void;
}

/** Ratings made in this tab that Undo can take back, latest last; kept while the user visits other screens. */
export const useUndoStack = create<UndoStackState>()((set) => ({
  entries: [],
  push: (entry) => set((state) => ({ entries: [...state.entries, entry] })),
  pop: () => set((state) => ({ entries: state.entries.slice(0, -1) })),
}));
