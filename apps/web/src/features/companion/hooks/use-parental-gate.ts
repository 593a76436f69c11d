import { useCallback, useState } from 'react';

const storageKey = 'kurio-parents-gate';
/** A passed gate lasts for this tab for 30 minutes; closing the tab locks the parents area again. */
const passLifetimeMs = 30 * 60_000;

function isOpen(): boolean {
  const until = Number(sessionStorage.getItem(storageKey));
  return Number.isFinite(until) && until > Date.now();
}

export function useParentalGate() {
  const [open, setOpen] = useState(isOpen);
  const pass = useCallback(() => {
    sessionStorage.setItem(storageKey, String(Date.now() + passLifetimeMs));
    setOpen(true);
  }, []);
  return { open, pass };
}
