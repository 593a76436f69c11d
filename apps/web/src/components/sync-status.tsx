import { Button, Group, Text } from '@mantine/core';
import { syncOutbox } from '../lib/offline/sync';
import { type PendingCounts, useSyncStatus } from '../lib/offline/sync-status';
import { useSignedInUser } from '../sign-in/use-signed-in-user';

const nouns: Record<keyof PendingCounts, [string, string]> = {
  review: ['rating', 'ratings'],
  lessonProgress: ['lesson update', 'lesson updates'],
  questEpisode: ['episode tick', 'episode ticks'],
};

/** "3 ratings and 1 lesson update". */
export function describePending(pending: PendingCounts): string {
  const parts = (Object.keys(nouns) as (keyof PendingCounts)[])
    .filter((kind) => pending[kind] > 0)
    .map((kind) => `${pending[kind]} ${nouns[kind][pending[kind] === 1 ? 0 : 1]}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What has been done on this device and not yet reached the server (docs/product.md §2), with Retry on failure. */
export function SyncStatus() {
  const { phase, pending, failure } = useSyncStatus();
  const userId = useSignedInUser().user.id;
  const waiting = describePending(pending);
  const offline = phase === 'offline' || (typeof navigator !== 'undefined' && !navigator.onLine);
  let text: string;
  // Until the outbox is read, "All synced" could be untrue.
  if (phase === 'unread') text = 'Checking for changes to sync…';
  else if (phase === 'syncing') text = 'Syncing…';
  else if (!waiting) text = offline ? 'Offline — everything done here is synced' : 'All synced';
  else if (phase === 'failed') text = `Sync failed — ${waiting} waiting. ${failure ?? ''}`.trim();
  else text = `${offline ? 'Offline — ' : ''}${waiting} will sync`;
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Text size="sm" c={phase === 'failed' ? 'red.9' : 'dimmed'} data-sync-phase={phase}>
        {text}
      </Text>
      {phase === 'failed' && (
        <Button size="compact-sm" variant="light" onClick={() => void syncOutbox(userId)}>
          Retry
        </Button>
      )}
    </Group>
  );
}
