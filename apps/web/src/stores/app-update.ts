import { create } from 'zustand';

interface AppUpdateState {
  /** Activates the waiting version and reloads the page; null while no new version is waiting. */
  reload: (() => void) | null;
  offer: (reload: () => void) => void;
  dismiss: () => void;
}

/** A new version of the app, installed by the service worker and waiting for the learner to reload into it. */
export const useAppUpdate = create<AppUpdateState>()((set) => ({
  reload: null,
  offer: (reload) => set({ reload }),
  dismiss: () => set({ reload: null }),
}));
