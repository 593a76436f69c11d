import type { LessonChatMessage, LessonProgress, RaiseHandEntry } from '@kurio/shared/lessons';
import { defaultMembership, type Membership } from '@kurio/shared/membership-plans';
import { raiseHandKey } from '@kurio/shared/raise-hand-key';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** docs/product.md §3: only these four fields of a user are kept on the device. */
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
  /** docs/product.md §3, for visitors (signed-in learners keep theirs on the server). */
  raiseHandHistory: Record<string, RaiseHandEntry>;
  appendRaiseHand: (lessonId: string, sentence: string, messages: LessonChatMessage[]) => void;
  /** A visitor's lesson completion and position, by lesson id. */
  lessonProgress: Record<string, LessonProgress>;
  setLessonProgress: (lessonId: string, update: Partial<LessonProgress>) => void;
  /** The voice (its `voiceURI`, null for the browser's default) and rate that read created lessons aloud. */
  speech: SpeechChoice;
  setSpeech: (update: Partial<SpeechChoice>) => void;
}

export interface SpeechChoice {
  voiceURI: string | null;
  rate: number;
}

function sameUser(a: StoredUser, b: StoredUser): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.role === b.role &&
    a.membership.plan === b.membership.plan &&
    a.membership.subscription === b.membership.subscription &&
    a.membership.expireAt === b.membership.expireAt
  );
}

/** Persisted client state under the product's store name, version 0 (docs/product.md §9). */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      user: signedOutUser,
      // An unchanged answer keeps the same object, so the status check of every page load re-renders nothing.
      setUser: ({ id, name, role, membership }) => {
        const user = { id, name, role, membership };
        set((state) => (sameUser(state.user, user) ? state : { user }));
      },
      resetUser: () => set({ user: signedOutUser }),
      raiseHandHistory: {},
      appendRaiseHand: (lessonId, sentence, messages) =>
        set((state) => {
          const key = raiseHandKey(lessonId, sentence);
          const previous = state.raiseHandHistory[key]?.messages ?? [];
          return {
            raiseHandHistory: {
              ...state.raiseHandHistory,
              [key]: { lessonId, sentence, messages: [...previous, ...messages] },
            },
          };
        }),
      lessonProgress: {},
      setLessonProgress: (lessonId, update) =>
        set((state) => ({
          lessonProgress: {
            ...state.lessonProgress,
            [lessonId]: { completed: false, positionMs: 0, ...state.lessonProgress[lessonId], ...update },
          },
        })),
      speech: { voiceURI: null, rate: 1 },
      setSpeech: (update) => set((state) => ({ speech: { ...state.speech, ...update } })),
    }),
    {
      name: 'kurio',
      version: 0,
      partialize: ({ user, raiseHandHistory, lessonProgress, speech }) => ({
        user,
        raiseHandHistory,
        lessonProgress,
        speech,
      }),
    },
  ),
);
