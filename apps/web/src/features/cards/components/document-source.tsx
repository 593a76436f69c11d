import { type DocumentSections, documentMessages, maxDocumentBytes } from '@kurio/shared/card-documents';
import { FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useReadDocument } from '../api/read-document';
import { ApiErrorAlert } from './api-error-alert';
import { DocumentSectionPicker } from './document-section-picker';

interface Props {
  /** The chosen sections' ids; the page keeps them so a failed generation loses nothing. */
  selected: number[];
  onSelect: (selected: number[]) => void;
  /** A new document was read (or cleared): its sections, and its file name for the topic. */
  onDocument: (document: DocumentSections | undefined, fileName: string) => void;
  document: DocumentSections | undefined;
  /** True while the server reads the file, so the page can hold Generate until the sections are known. */
  onReading: (reading: boolean) => void;
}

/** The file picker's id, so a refusal can open it in one click. */
export const documentInputId = 'generator-document';
const accept = '.pdf,.docx,.md,.markdown,.txt,application/pdf,text/markdown,text/plain';
const pageCount = (pages?: number) => (pages ? ` · ${pages} page${pages === 1 ? '' : 's'}` : '');

/** "From a document": a PDF, DOCX, Markdown or text file read on the server into sections to pick. */
export function DocumentSource({ selected, onSelect, onDocument, document, onReading }: Props) {
  const read = useReadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();

  const onFile = async (next: File | null) => {
    setFile(next);
    setProblem(undefined);
    read.reset();
    onDocument(undefined, '');
    if (!next) return;
    if (next.size === 0) return setProblem(documentMessages.fileEmpty);
    if (next.size > maxDocumentBytes) return setProblem(documentMessages.fileSize);
    onReading(true);
    const result = await read.mutateAsync(next).catch(() => undefined);
    onReading(false);
    if (result) onDocument(result, next.name);
  };

  return (
    <Stack gap="xs">
      <FileInput
        id={documentInputId}
        label="From a document (optional)"
        description="A PDF, Word (.docx), Markdown or text file up to 10 MB. Pick the sections to make cards from."
        placeholder="Choose file"
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept={accept}
        value={file}
        onChange={onFile}
        error={problem}
        disabled={read.isPending}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the document' }}
      />
      {read.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">Reading {file?.name}…</Text>
        </Group>
      )}
      <ApiErrorAlert error={read.error} title="Could not read the document" />
      {document && (
        <>
          <Text size="sm" c="dimmed">
            {document.sections.length} section{document.sections.length === 1 ? '' : 's'} found
            {pageCount(document.pages)}
          </Text>
          <DocumentSectionPicker sections={document.sections} selected={selected} onChange={onSelect} />
        </>
      )}
    </Stack>
  );
}
