import type { DocumentSections } from '@kurio/shared/card-documents';
import {
  cardQuantities,
  type GenerateCardsRequest,
  type generateCardsRequestSchema,
} from '@kurio/shared/card-generation';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { DocumentSource } from './document-source';
import { TopicChoices } from './topic-choices';

export type GeneratorFormValues = z.input<typeof generateCardsRequestSchema>;
export type GeneratorFormState = UseFormReturn<GeneratorFormValues, unknown, GenerateCardsRequest>;

/** The document the cards may come from: its sections, the ones picked, and whether it is still being read. */
export interface GeneratorSource {
  document: DocumentSections | undefined;
  selected: number[];
  onSelect: (selected: number[]) => void;
  onDocument: (document: DocumentSections | undefined, fileName: string) => void;
  reading: boolean;
  onReading: (reading: boolean) => void;
  problem: string | undefined;
}

interface Props {
  form: GeneratorFormState;
  /** Topics to start from: one in the placeholder, all as buttons while `offerExamples`. */
  examples: readonly string[];
  offerExamples: boolean;
  onPick: (topic: string) => void;
  source: GeneratorSource;
  generating: boolean;
  onGenerate: FormEventHandler<HTMLFormElement>;
}

/** What to generate from: a topic, how many cards, and optionally notes and a document's sections. */
export function GeneratorForm({ form, examples, offerExamples, onPick, source, generating, onGenerate }: Props) {
  const { errors } = form.formState;
  return (
    <form onSubmit={onGenerate} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Topic"
          placeholder={`e.g. ${examples[0]}`}
          withAsterisk
          {...form.register('topic')}
          error={errors.topic?.message}
        />
        {offerExamples && <TopicChoices label="Try:" topics={examples} onPick={onPick} />}
        <NativeSelect
          label="Number of cards to generate"
          data={cardQuantities.map(String)}
          {...form.register('quantity')}
          error={errors.quantity?.message}
        />
        <GrowingTextarea
          label="From my notes (optional)"
          description="Paste your notes and the cards will be made from them."
          minRows={2}
          maxRows={10}
          {...form.register('sourceText')}
          error={errors.sourceText?.message}
        />
        <DocumentSource
          document={source.document}
          selected={source.selected}
          onSelect={source.onSelect}
          onDocument={source.onDocument}
          onReading={source.onReading}
        />
        {source.problem && (
          <Text size="sm" c="red.8" role="alert">
            {source.problem}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={generating} disabled={generating || source.reading}>
            Generate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
