import { zodResolver } from '@hookform/resolvers/zod';
import { type DocumentSections, documentMessages } from '@kurio/shared/card-documents';
import {
  defaultCardQuantity,
  type GenerateCardsRequest,
  generateCardsRequestSchema,
  topicExamples,
} from '@kurio/shared/card-generation';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCards } from '../api/create-cards';
import { cardsToSave } from '../hooks/generation-state';
import { useCardGeneration } from '../hooks/use-card-generation';
import { GeneratedCards, loadGeneratedCardItem } from './generated-cards';
import { GenerationStatus } from './generation-status';
import {
  GeneratorForm,
  type GeneratorFormState,
  type GeneratorFormValues,
  type GeneratorSource,
} from './generator-form';

/** "Biology 101.pdf" → "Biology 101": a topic (and deck name) to start from. */
const topicFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200);

/** The request for the form's values with the picked sections as notes, or the problem to show instead. */
function generationRequest(
  { topic, quantity, sourceText }: GenerateCardsRequest,
  { document, selected }: GeneratorSource,
): { request: GenerateCardsRequest } | { problem: string | undefined } {
  const chosen = document?.sections.filter((section) => selected.includes(section.id)) ?? [];
  if (document && chosen.length === 0) return { problem: documentMessages.pickSection };
  const notes = [sourceText?.trim(), ...chosen.map((section) => section.text)].filter(Boolean).join('\n\n');
  // This app saves a fill-in-the-blank card as a cloze note, so it asks for them as such (decision 168).
  const request = generateCardsRequestSchema.safeParse({
    topic,
    quantity,
    sourceText: notes || undefined,
    cloze: true,
  });
  return request.success ? { request: request.data } : { problem: request.error.issues[0]?.message };
}

/** The document and sections the cards may come from; a new document names the topic when it is empty. */
function useGeneratorSource(form: GeneratorFormState): GeneratorSource & { setProblem: (problem?: string) => void } {
  const [document, setDocument] = useState<DocumentSections>();
  const [selected, setSelected] = useState<number[]>([]);
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);
  const onDocument = (next: DocumentSections | undefined, fileName: string) => {
    setDocument(next);
    setSelected([]);
    setProblem(undefined);
    if (next && !form.getValues('topic').trim()) form.setValue('topic', topicFromFileName(fileName));
  };
  const onSelect = (next: number[]) => {
    setSelected(next);
    setProblem(undefined);
  };
  return { document, selected, onSelect, onDocument, reading, onReading: setReading, problem, setProblem };
}

/** docs/product.md §2 card generator: topic → AI cards → edit, pick, save into a deck named after the topic. */
export function GeneratorPage() {
  usePageTitle('Generate cards');
  const navigate = useNavigate();
  const { state, generate, stop, update } = useCardGeneration();
  const save = useCreateCards();
  const form = useForm<GeneratorFormValues, unknown, GenerateCardsRequest>({
    resolver: zodResolver(generateCardsRequestSchema),
    defaultValues: { topic: '', quantity: String(defaultCardQuantity), sourceText: '' },
  });
  // Offline is the default setup; a connected model can take any topic, so its examples show that off.
  const aiMode = usePublicConfig().data?.aiMode ?? 'offline';
  const examples = aiMode === 'offline' ? topicExamples.offline : topicExamples.model;
  const source = useGeneratorSource(form);

  const onGenerate = form.handleSubmit(async (values) => {
    void loadGeneratedCardItem();
    save.reset();
    const asked = generationRequest(values, source);
    if ('problem' in asked) return source.setProblem(asked.problem);
    await generate(asked.request);
  });
  /** An example or a suggestion: fill it in and generate at once. */
  const generateTopic = (topic: string) => {
    form.setValue('topic', topic);
    void onGenerate();
  };

  const toSave = cardsToSave(state);
  const onSave = async () => {
    if (toSave.length === 0) return;
    const saved = await save
      .mutateAsync({ cards: toSave, deck: form.getValues('topic').trim() })
      .catch(() => undefined);
    if (saved) navigate(paths.dashboard);
  };

  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Title order={1}>Generate cards</Title>
      <NeedsConnection what="writing cards with AI" />
      <GeneratorForm
        form={form}
        examples={examples}
        offerExamples={state.status === 'idle'}
        onPick={generateTopic}
        source={source}
        generating={state.status === 'generating'}
        onGenerate={onGenerate}
      />
      <GenerationStatus
        state={state}
        onStop={stop}
        onPick={generateTopic}
        onPasteNotes={() => form.setFocus('sourceText')}
      />
      {state.cards.length > 0 && (
        <GeneratedCards
          state={state}
          onChange={update}
          count={toSave.length}
          onSave={onSave}
          saving={save.isPending}
          saveError={save.error}
        />
      )}
    </Stack>
  );
}
