import { z } from 'zod';

/** How long a parent may keep transcripts, in days after a conversation's last message (decision 148). */
export const retentionChoices = [7, 30, 90] as const;
export const defaultRetentionDays = 30;

const retentionMessage = 'Choose 7, 30 or 90 days';

export const retentionSchema = z.object({
  retentionDays: z.union(
    retentionChoices.map((days) => z.literal(days)),
    { error: retentionMessage },
  ),
});
export type Retention = z.infer<typeof retentionSchema>;
