import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** False while React hydrates a prerendered page (its handlers are not attached yet), true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
