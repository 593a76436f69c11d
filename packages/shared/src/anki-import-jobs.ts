import { z } from 'zod';
import { freeCardLimit } from './card-rules';
import { ankiImportResponseSchema, ankiSchedulingChoices } from './cards';

/**
 * An Anki package import runs as a job (docs/decisions/157): the upload answers at once with the job, which the
 * page polls. `refused`, `failed` and `cancelled` leave nothing of the package behind.
 */
export const ankiImportJobStatuses = ['running', 'cancelling', 'done', 'refused', 'failed', 'cancelled'] as const;
export type AnkiImportJobStatus = (typeof ankiImportJobStatuses)[number];
/** Statuses a job never leaves. */
export const finishedAnkiImportStatuses: readonly AnkiImportJobStatus[] = ['done', 'refused', 'failed', 'cancelled'];

/** What the job is doing: reading the package, saving its cards (with their images), then its review history. */
export const ankiImportStages = ['reading', 'cards', 'reviews'] as const;
export type AnkiImportStage = (typeof ankiImportStages)[number];

export const ankiImportJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(ankiImportJobStatuses),
  stage: z.enum(ankiImportStages),
  scheduling: z.enum(ankiSchedulingChoices),
  /** Of the stage's items (cards, then reviews): how many are written, and how many there are. */
  done: z.number().int(),
  total: z.number().int(),
  /** Why a refused or failed job stopped. */
  message: z.string().nullable(),
  /** The import report, once done. */
  result: ankiImportResponseSchema.nullable(),
});
export type AnkiImportJob = z.infer<typeof ankiImportJobSchema>;

export const ankiImportJobParamsSchema = z.object({ id: z.uuid('That import does not exist.') });
/** The learner's running import, or their latest one, so a reloaded page finds it. */
export const latestAnkiImportJobSchema = z.object({ job: ankiImportJobSchema.nullable() });

export const ankiImportJobMessages = {
  interrupted: 'The server restarted during the import, so nothing from it was kept. Import the package again.',
  failed: 'The import stopped on an error, so nothing from it was kept. Import the package again.',
  alreadyRunning: 'An import is already running. Wait for it to finish, or cancel it.',
  notRunning: 'That import has already finished.',
} as const;

/** The free plan's bound on a package's images, checked before anything is converted (docs/product.md §9). */
export const freeAnkiMediaBytes = 20 * 1024 * 1024;

export const ankiPlanLimitMessages = {
  notes: (notes: number, remaining: number) =>
    `This package has ${notes.toLocaleString('en')} notes and the free plan holds up to ${freeCardLimit} cards` +
    `${remaining > 0 ? ` (you can add ${remaining} more)` : ' (yours is full)'}. Upgrade to Pro for unlimited cards.`,
  media: (bytes: number) =>
    `This package has ${Math.ceil(bytes / 1024 / 1024)} MB of media and the free plan imports packages with up to ` +
    `${freeAnkiMediaBytes / 1024 / 1024} MB. Upgrade to Pro for larger packages.`,
} as const;
