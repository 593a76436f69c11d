import { z } from 'zod';

/**
 * Work done offline reaches the server in batches of operations, each with an id the browser made (a uuid) and
 * the time it was made; the server applies an id once per user and answers what became of each (decision 114).
 */
export const maxSyncBatch = 200;

/** How far ahead of the server's clock an operation's time may be (a device clock a little fast). */
export const maxClockSkewMs = 5 * 60_000;

export const clientIdSchema = z.uuid({ error: 'Client id must be a uuid' });
/** Epoch milliseconds when the learner did it, by the device's clock. */
export const madeAtSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * applied: done now; duplicate: done by an earlier batch (nothing changed); notFound: what it refers to does not
 * exist for this user (deleted meanwhile, or never theirs), dropped; invalid: its time is ahead of the server's clock.
 */
export const syncStatuses = ['applied', 'duplicate', 'notFound', 'invalid'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

export const syncResultSchema = z.object({
  clientId: z.string(),
  status: z.enum(syncStatuses),
  message: z.string().optional(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
export const syncResponseSchema = z.object({ results: z.array(syncResultSchema) });
export type SyncResponse = z.infer<typeof syncResponseSchema>;

export const syncMessages = {
  clockAhead: "This was made at a time ahead of the server's clock; check the device's date and time.",
  batchSize: `Send between 1 and ${maxSyncBatch} operations at once`,
  duplicateIds: 'Each operation needs its own client id',
} as const;

/** A batch of operations: 1 to maxSyncBatch, client ids unique within it. */
export const syncBatch = <Item extends z.ZodType<{ clientId: string }>>(item: Item) =>
  z
    .array(item)
    .min(1, syncMessages.batchSize)
    .max(maxSyncBatch, syncMessages.batchSize)
    .refine((items) => new Set(items.map((entry) => entry.clientId)).size === items.length, syncMessages.duplicateIds);
