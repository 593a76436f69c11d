import { z } from 'zod';

/** Something a learner can take offline: a lesson, or a book quest with all its episodes. */
export interface DownloadItem {
  kind: 'lesson' | 'quest';
  id: string;
  title: string;
}

/** What was stored for a download: every URL the screen needs offline, and their size together. */
export const downloadRecordSchema = z.object({
  kind: z.enum(['lesson', 'quest']),
  id: z.string(),
  title: z.string(),
  urls: z.array(z.string()).min(1),
  bytes: z.number().int().nonnegative(),
  savedAt: z.number().int(),
});
export type DownloadRecord = z.infer<typeof downloadRecordSchema>;

export const downloadKey = (item: Pick<DownloadItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** A download that did not complete, with a message fit to show; nothing of it stays stored. */
export class DownloadError extends Error {}

export const downloadMessages = {
  offline: "You're offline — downloading needs a connection.",
  noSpace: 'There is not enough space on this device for this download. Delete other downloads and try again.',
  connectionLost: 'The download stopped because the connection was lost. Nothing was kept; please try again.',
  serverRefused: (status: number) => `The server could not send this download (error ${status}). Please try again.`,
  nothingToStore: 'There is nothing to download here yet: the narration is still being recorded.',
  unsupported: 'This browser cannot keep downloads for offline use.',
} as const;
