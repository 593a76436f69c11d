import { useEffect } from 'react';
import { useSyncStatus } from './sync-status';

/**
 * Syncs the signed-in user's outbox when the app starts and whenever the browser comes back online; going
 * offline shows at once in the status line (decision 114). Each queued operation also syncs as it is queued.
 */
export function useSyncTriggers(userId: string) {
  useEffect(() => {
    if (!userId) return;
    // Loaded when first needed: the sync code and the schemas it checks answers with stay out of the first
    // page's script (docs/architecture.md §7).
    const sync = () => void import('./sync').then(({ syncOutbox }) => syncOutbox(userId));
    const offline = () =>
      useSyncStatus.setState((status) => (status.phase === 'syncing' ? status : { phase: 'offline' }));
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', offline);
    };
  }, [userId]);
}
