import type { AnkiImportJob } from '@kurio/shared/anki-import-jobs';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { AnkiImportReport, readableTitle } from './anki-import-report';

const stageLabels: Record<AnkiImportJob['stage'], string> = {
  reading: 'Reading the package',
  cards: 'Saving cards',
  reviews: 'Bringing over review history',
};

/** Until a stage knows its total (reading the package), the bar runs full width, striped, as a busy sign. */
const barOf = (job: AnkiImportJob) =>
  job.status === 'running' && job.total > 0
    ? { value: Math.round((job.done / job.total) * 100) }
    : { value: 100, 'aria-valuetext': 'in progress' };

/** A running import: its stage, how far it is, and Cancel. */
function RunningImport({ job, onCancel, cancelling }: { job: AnkiImportJob; onCancel(): void; cancelling: boolean }) {
  const stopping = job.status === 'cancelling';
  const counted = job.total > 0 ? `: ${job.done.toLocaleString()} of ${job.total.toLocaleString()}` : '…';
  const label = stopping ? 'Cancelling: taking back what was imported…' : `${stageLabels[job.stage]}${counted}`;
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text size="sm">{label}</Text>
      <Progress.Root>
        <Progress.Section {...barOf(job)} animated striped aria-label={label} />
      </Progress.Root>
      <Group>
        <Button variant="default" size="xs" onClick={onCancel} loading={cancelling} disabled={stopping}>
          Cancel import
        </Button>
      </Group>
    </Stack>
  );
}

/** The learner's latest Anki import: progress while it runs, then its report or why nothing was kept. */
export function AnkiImportProgress(props: { job: AnkiImportJob; onCancel(): void; cancelling: boolean }) {
  const { job } = props;
  if (job.status === 'running' || job.status === 'cancelling') return <RunningImport {...props} />;
  if (job.status === 'done' && job.result) return <AnkiImportReport report={job.result} />;
  if (job.status === 'cancelled') {
    return (
      <Alert color="gray" variant="light" role="status" title="Import cancelled" styles={readableTitle}>
        Nothing from the package was kept.
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" title="Nothing was imported" styles={readableTitle}>
      {job.message}
    </Alert>
  );
}
