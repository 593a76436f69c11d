import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** False while React hydrates a page drawn as HTML (its handlers are not attached yet), true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
