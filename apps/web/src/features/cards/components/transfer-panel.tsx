import { type ImportResult, importRequestSchema } from '@kurio/shared/cards';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useImportCards } from '../api/import-cards';
import { ApiErrorAlert } from './api-error-alert';

const exports = [
  { format: 'csv', label: 'CSV' },
  { format: 'tsv', label: 'Anki (TSV)' },
  { format: 'json', label: 'JSON with history' },
] as const;

const formatOf = (file: File): 'csv' | 'tsv' => (/\.csv$/i.test(file.name) ? 'csv' : 'tsv');

/** Export (both plans) and import of CSV or tab-separated files, with a report of skipped rows. */
export function TransferPanel() {
  const importCards = useImportCards();
  const [file, setFile] = useState<File | null>(null);
  const [deck, setDeck] = useState('');
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<ImportResult>();

  const onImport = async (event: React.FormEvent) => {
    event.preventDefault();
    setReport(undefined);
    if (!file) return setProblem('Choose a CSV or TSV file to import');
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
              href={`/api/card/export?format=${format}`}
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
                description="CSV or tab-separated: question, answer, and optionally deck"
                placeholder="Choose file"
                styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                value={file}
                onChange={(next) => {
                  setFile(next);
                  setProblem(undefined);
                }}
                error={problem}
                clearable
              />
              <TextInput
                label="Into deck (optional)"
                description="Leave empty to use each row's deck"
                value={deck}
                onChange={(event) => setDeck(event.currentTarget.value)}
              />
            </Group>
            <Group>
              <Button type="submit" variant="light" loading={importCards.isPending}>
                Import
              </Button>
            </Group>
          </Stack>
        </form>
        <ApiErrorAlert error={importCards.error} title="Nothing was imported" />
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
