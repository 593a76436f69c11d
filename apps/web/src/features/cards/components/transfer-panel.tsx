import { routes } from '@kurio/shared/api/routes';
import {
  type AnkiScheduling,
  ankiMessages,
  type ImportResult,
  importRequestSchema,
  maxAnkiPackageBytes,
  maxAnkiProPackageBytes,
} from '@kurio/shared/cards';
import { isPro } from '@kurio/shared/membership-plans';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { urlOf } from '../../../lib/api-client';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useCancelAnkiImport, useLatestAnkiImport, useStartAnkiImport } from '../api/import-anki-package';
import { useImportCards } from '../api/import-cards';
import { AnkiImportProgress } from './anki-import-progress';
import { AnkiSchedulingChoice } from './anki-scheduling-choice';
import { ApiErrorAlert } from './api-error-alert';

const exports = [
  { format: 'csv', label: 'CSV' },
  { format: 'tsv', label: 'Anki (TSV)' },
  { format: 'apkg', label: 'Anki package' },
  { format: 'json', label: 'JSON with history' },
] as const;

const formatOf = (file: File): 'csv' | 'tsv' => (/\.csv$/i.test(file.name) ? 'csv' : 'tsv');
const isAnkiPackage = (file: File | null) => !!file && /\.apkg$/i.test(file.name);

/** The card exports, one link each: the server answers with the file. */
function ExportLinks() {
  return (
    <Group gap="xs">
      {exports.map(({ format, label }) => (
        <Button
          key={format}
          component="a"
          href={urlOf(routes.card.export, { query: { format } })}
          download
          variant="default"
          size="xs"
        >
          Export {label}
        </Button>
      ))}
    </Group>
  );
}

/** What a CSV or TSV import did: how many cards came in, and the first 20 rows left out with why. */
function TextImportReport({ report }: { report: ImportResult }) {
  return (
    <Alert color={report.skipped.length ? 'yellow' : 'green'} variant="light" role="status" title="Import finished">
      <Text size="sm">
        Imported {report.imported} card{report.imported === 1 ? '' : 's'}
        {report.skipped.length > 0 && `, skipped ${report.skipped.length}:`}
      </Text>
      {report.skipped.length > 0 && (
        <List size="sm" mt={4}>
          {report.skipped.slice(0, 20).map((row) => (
            <List.Item key={row.line}>
              Line {row.line}: {row.reason}
            </List.Item>
          ))}
          {report.skipped.length > 20 && <List.Item>…and {report.skipped.length - 20} more</List.Item>}
        </List>
      )}
    </Alert>
  );
}

/** The chosen file, its import options and what importing it gave: an Anki package, or CSV and TSV rows. */
function useCardImport() {
  const importCards = useImportCards();
  const importAnki = useStartAnkiImport();
  const latestAnki = useLatestAnkiImport();
  const cancelAnki = useCancelAnkiImport();
  const [file, setFile] = useState<File | null>(null);
  const [deck, setDeck] = useState('');
  const [scheduling, setScheduling] = useState<AnkiScheduling>('fresh');
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<ImportResult>();
  const anki = isAnkiPackage(file);

  // Pro imports run from a package streamed to the server's disk, so they take 1 GB of media (decision 167).
  const pro = isPro(useSignedInUser().user.membership);
  const onImportAnki = async (chosen: File) => {
    if (chosen.size > (pro ? maxAnkiProPackageBytes : maxAnkiPackageBytes)) {
      return setProblem(pro ? ankiMessages.tooLargePro : ankiMessages.tooLarge);
    }
    const job = await importAnki.mutateAsync({ file: chosen, scheduling }).catch(() => undefined);
    if (job) setFile(null);
  };

  const onImport = async (event: React.FormEvent) => {
    event.preventDefault();
    setReport(undefined);
    if (!file) return setProblem('Choose a CSV, TSV or Anki (.apkg) file to import');
    if (anki) return onImportAnki(file);
    const parsed = importRequestSchema.safeParse({
      format: formatOf(file),
      text: await file.text(),
      deck: deck.trim() || undefined,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    const result = await importCards.mutateAsync(parsed.data).catch(() => undefined);
    if (result) {
      setReport(result);
      setFile(null);
    }
  };
  const chooseFile = (next: File | null) => {
    setFile(next);
    setProblem(undefined);
  };

  return {
    file,
    chooseFile,
    anki,
    deck,
    setDeck,
    scheduling,
    setScheduling,
    problem,
    report,
    ankiJob: latestAnki.job,
    cancelAnki: () => latestAnki.job && cancelAnki.mutate(latestAnki.job.id),
    cancellingAnki: cancelAnki.isPending,
    onImport,
    importing: importCards.isPending || importAnki.isPending || (anki && latestAnki.running),
    error: (anki ? importAnki.error : importCards.error) ?? cancelAnki.error,
  };
}

/**
 * Export (both plans) and import of CSV or tab-separated files, with a report of skipped rows, or of Anki
 * packages, with the choice of how their cards are scheduled and a report per deck and of their review history.
 */
export function TransferPanel() {
  const transfer = useCardImport();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="transfer-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="transfer-title">
          Export and import
        </Title>
        <ExportLinks />
        <form onSubmit={transfer.onImport} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start" preventGrowOverflow={false}>
              <FileInput
                label="Import a file"
                description="CSV or tab-separated (question, answer, optional deck), or an Anki package (.apkg)"
                placeholder="Choose file"
                styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                accept=".csv,.tsv,.txt,.apkg,text/csv,text/tab-separated-values,text/plain"
                value={transfer.file}
                onChange={transfer.chooseFile}
                error={transfer.problem}
                clearable
                clearButtonProps={{ 'aria-label': 'Remove the file' }}
              />
              {transfer.anki ? (
                <AnkiSchedulingChoice value={transfer.scheduling} onChange={transfer.setScheduling} />
              ) : (
                <TextInput
                  label="Into deck (optional)"
                  description="Leave empty to use each row's deck"
                  value={transfer.deck}
                  onChange={(event) => transfer.setDeck(event.currentTarget.value)}
                />
              )}
            </Group>
            <Group>
              <Button type="submit" variant="light" loading={transfer.importing}>
                Import
              </Button>
            </Group>
          </Stack>
        </form>
        <ApiErrorAlert error={transfer.error} title="Nothing was imported" />
        {transfer.ankiJob && (
          <AnkiImportProgress
            job={transfer.ankiJob}
            onCancel={transfer.cancelAnki}
            cancelling={transfer.cancellingAnki}
          />
        )}
        {transfer.report && <TextImportReport report={transfer.report} />}
      </Stack>
    </Paper>
  );
}
