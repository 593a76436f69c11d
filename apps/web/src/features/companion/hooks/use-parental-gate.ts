import { useCallback, useSyncExternalStore } from 'react';

const storageKey = 'kurio-parents-gate';
/** A passed gate lasts for this tab for 30 minutes; closing the tab locks the parents area again. */
const passLifetimeMs = 30 * 60_000;

function isOpen(): boolean {
  const until = Number(sessionStorage.getItem(storageKey));
  return Number.isFinite(until) && until > Date.now();
}

/** Passing the gate in one component opens it in every other that shows it. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether this tab has passed the parents' gate. A page rendered on the server (which has no tab) shows the gate
 * closed, and so does the browser's hydration of it, before it reads the tab's state.
 */
export function useParentalGate() {
  const open = useSyncExternalStore(subscribe, isOpen, () => false);
  const pass = useCallback(() => {
    sessionStorage.setItem(storageKey, String(Date.now() + passLifetimeMs));
    for (const listener of listeners) listener();
  }, []);
  return { open, pass };
}
