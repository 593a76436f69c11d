import type { Membership } from '@kurio/shared/membership';
import { defaultMembership } from '@kurio/shared/membership';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** SPEC §3: only these four fields of a user are kept on the device. */
export interface StoredUser {
  id: string;
  name: string;
  role: number;
  membership: Membership;
}

export const signedOutUser: StoredUser = { id: '', name: '', role: 0, membership: defaultMembership };

interface AppState {
  user: StoredUser;
  setUser: (user: StoredUser) => void;
  resetUser: () => void;
}

/** Persisted client state under the product's store name, version 0 (SPEC §9). */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      user: signedOutUser,
      setUser: ({ id, name, role, membership }) => set({ user: { id, name, role, membership } }),
      resetUser: () => set({ user: signedOutUser }),
    }),
    { name: 'kurio', version: 0, partialize: (state) => ({ user: state.user }) },
  ),
);
