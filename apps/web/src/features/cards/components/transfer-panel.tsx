import { routes } from '@kurio/shared/api/routes';
import {
  type AnkiImportResult,
  type AnkiScheduling,
  ankiMessages,
  type ImportResult,
  importRequestSchema,
  maxAnkiPackageBytes,
} from '@kurio/shared/cards';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { urlOf } from '../../../lib/api-client';
import { useImportAnkiPackage } from '../api/import-anki-package';
import { useImportCards } from '../api/import-cards';
import { AnkiImportReport } from './anki-import-report';
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

/**
 * Export (both plans) and import of CSV or tab-separated files, with a report of skipped rows, or of Anki
 * packages, with the choice to keep Anki's scheduling and a report per deck.
 */
export function TransferPanel() {
  const importCards = useImportCards();
  const importAnki = useImportAnkiPackage();
  const [file, setFile] = useState<File | null>(null);
  const [deck, setDeck] = useState('');
  const [scheduling, setScheduling] = useState<AnkiScheduling>('fresh');
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<ImportResult>();
  const [ankiReport, setAnkiReport] = useState<AnkiImportResult>();
  const anki = isAnkiPackage(file);

  const onImportAnki = async (chosen: File) => {
    if (chosen.size > maxAnkiPackageBytes) return setProblem(ankiMessages.tooLarge);
    const result = await importAnki.mutateAsync({ file: chosen, scheduling }).catch(() => undefined);
    if (result) {
      setAnkiReport(result);
      setFile(null);
    }
  };

  const onImport = async (event: React.FormEvent) => {
    event.preventDefault();
    setReport(undefined);
    setAnkiReport(undefined);
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

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="transfer-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="transfer-title">
          Export and import
        </Title>
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
        <form onSubmit={onImport} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start" preventGrowOverflow={false}>
              <FileInput
                label="Import a file"
                description="CSV or tab-separated (question, answer, optional deck), or an Anki package (.apkg)"
                placeholder="Choose file"
                styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                accept=".csv,.tsv,.txt,.apkg,text/csv,text/tab-separated-values,text/plain"
                value={file}
                onChange={(next) => {
                  setFile(next);
                  setProblem(undefined);
                }}
                error={problem}
                clearable
                clearButtonProps={{ 'aria-label': 'Remove the file' }}
              />
              {anki ? (
                <AnkiSchedulingChoice value={scheduling} onChange={setScheduling} />
              ) : (
                <TextInput
                  label="Into deck (optional)"
                  description="Leave empty to use each row's deck"
                  value={deck}
                  onChange={(event) => setDeck(event.currentTarget.value)}
                />
              )}
            </Group>
            <Group>
              <Button type="submit" variant="light" loading={importCards.isPending || importAnki.isPending}>
                Import
              </Button>
            </Group>
          </Stack>
        </form>
        <ApiErrorAlert error={anki ? importAnki.error : importCards.error} title="Nothing was imported" />
        {ankiReport && <AnkiImportReport report={ankiReport} />}
        {report && (
          <Alert
            color={report.skipped.length ? 'yellow' : 'green'}
            variant="light"
            role="status"
            title="Import finished"
          >
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
        )}
      </Stack>
    </Paper>
  );
}
