import { create } from 'zustand';

interface UndoCountState {
  count: number;
  add: (delta: number) => void;
}

/** Ratings made in this tab that Undo can take back; kept while the user visits other screens. */
export const useUndoCount = create<UndoCountState>()((set) => ({
  count: 0,
  add: (delta) => set((state) => ({ count: Math.max(0, state.count + delta) })),
}));
