import { create } from 'zustand';

export const warningBarDurationMs = 7000;

interface WarningBarState {
  message: string | null;
  /** Bumped on every show, so a new message replaces the old one and restarts the timer. */
  version: number;
  show: (message: string) => void;
  dismiss: () => void;
}

export const useWarningBar = create<WarningBarState>()((set) => ({
  message: null,
  version: 0,
  show: (message) => set((state) => ({ message, version: state.version + 1 })),
  dismiss: () => set({ message: null }),
}));

export const showWarning = (message: string) => useWarningBar.getState().show(message);
