import { offlineDb } from '../../../../lib/offline/offline-db';
import type { LearnSession } from './learn-session';

/** Where a Learn session over a deck (or the whole collection) is kept on the device. */
const learnKey = (deckId: number | undefined) => `study:learn:${deckId ?? 'all'}` as const;

/** A session kept by this version of the app: one from an older shape starts over instead of breaking the screen. */
function isLearnSession(value: unknown): value is LearnSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<LearnSession>;
  return (
    Array.isArray(session.cards) &&
    session.stages instanceof Map &&
    typeof session.round === 'number' &&
    Array.isArray(session.roundCards) &&
    Array.isArray(session.queue)
  );
}

/** The Learn session in progress on this device for the scope, or null (decision 162). */
export async function loadSavedLearn(userId: string, deckId: number | undefined): Promise<LearnSession | null> {
  const saved = await (await offlineDb(userId)).get('settings', learnKey(deckId));
  return isLearnSession(saved) ? saved : null;
}

/** Keeps the session on the device, with the user's other offline data (gone when they sign out). */
export async function saveLearn(userId: string, deckId: number | undefined, session: LearnSession): Promise<void> {
  await (await offlineDb(userId)).put('settings', session, learnKey(deckId));
}

export async function clearSavedLearn(userId: string, deckId: number | undefined): Promise<void> {
  await (await offlineDb(userId)).delete('settings', learnKey(deckId));
}
