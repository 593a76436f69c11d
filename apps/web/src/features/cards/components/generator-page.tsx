import { zodResolver } from '@hookform/resolvers/zod';
import { type DocumentSections, documentMessages } from '@kurio/shared/card-documents';
import {
  cardQuantities,
  defaultCardQuantity,
  type GenerateCardsRequest,
  generateCardsRequestSchema,
  topicExamples,
} from '@kurio/shared/card-generation';
import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { NeedsConnection } from '../../../components/needs-connection';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCards } from '../api/create-cards';
import { cardsToSave } from '../hooks/generation-state';
import { useCardGeneration } from '../hooks/use-card-generation';
import { ApiErrorAlert } from './api-error-alert';
import { DocumentSource } from './document-source';
import { GenerationNote } from './generation-note';
import { RefusalActions } from './refusal-actions';
import { TopicChoices } from './topic-choices';

type FormValues = z.input<typeof generateCardsRequestSchema>;

// Generated cards show Markdown: its renderer loads when a generation starts, not with the page.
const loadGeneratedCardItem = () => import('./generated-card-item');
const GeneratedCardItem = lazy(() => loadGeneratedCardItem().then((module) => ({ default: module.GeneratedCardItem })));

/** The dictionary topics the server offered when it could not write cards on the one asked for. */
const cannotCover = (error: unknown) => error instanceof ApiError && error.body.code === 'cannotCover';
const suggestionsOf = (error: unknown) => (error instanceof ApiError ? (error.body.suggestions ?? []) : []);

/** "Biology 101.pdf" → "Biology 101": a topic (and deck name) to start from. */
const topicFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200);

/** docs/product.md §2 card generator: topic → AI cards → edit, pick, save into a deck named after the topic. */
export function GeneratorPage() {
  usePageTitle('Generate cards');
  const navigate = useNavigate();
  const { state, generate, stop, update } = useCardGeneration();
  const save = useCreateCards();
  const form = useForm<FormValues, unknown, GenerateCardsRequest>({
    resolver: zodResolver(generateCardsRequestSchema),
    defaultValues: { topic: '', quantity: String(defaultCardQuantity), sourceText: '' },
  });
  const { errors } = form.formState;
  // Offline is the default setup; a connected model can take any topic, so its examples show that off.
  const aiMode = usePublicConfig().data?.aiMode ?? 'offline';
  const examples = aiMode === 'offline' ? topicExamples.offline : topicExamples.model;

  const [sourceDocument, setSourceDocument] = useState<DocumentSections>();
  const [selected, setSelected] = useState<number[]>([]);
  const [pickProblem, setPickProblem] = useState<string>();
  const [reading, setReading] = useState(false);

  const onDocument = (next: DocumentSections | undefined, fileName: string) => {
    setSourceDocument(next);
    setSelected([]);
    setPickProblem(undefined);
    if (next && !form.getValues('topic').trim()) form.setValue('topic', topicFromFileName(fileName));
  };
  const onSelect = (next: number[]) => {
    setSelected(next);
    setPickProblem(undefined);
  };

  const onGenerate = form.handleSubmit(async ({ topic, quantity, sourceText }) => {
    void loadGeneratedCardItem();
    save.reset();
    const chosen = sourceDocument?.sections.filter((section) => selected.includes(section.id)) ?? [];
    if (sourceDocument && chosen.length === 0) return setPickProblem(documentMessages.pickSection);
    const notes = [sourceText?.trim(), ...chosen.map((section) => section.text)].filter(Boolean).join('\n\n');
    const request = generateCardsRequestSchema.safeParse({ topic, quantity, sourceText: notes || undefined });
    if (!request.success) return setPickProblem(request.error.issues[0]?.message);
    await generate(request.data);
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

  const generating = state.status === 'generating';
  const arrived = state.cards.length;
  const count = toSave.length;
  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Title order={1}>Generate cards</Title>
      <NeedsConnection what="writing cards with AI" />
      <form onSubmit={onGenerate} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Topic"
            placeholder={`e.g. ${examples[0]}`}
            withAsterisk
            {...form.register('topic')}
            error={errors.topic?.message}
          />
          {state.status === 'idle' && <TopicChoices label="Try:" topics={examples} onPick={generateTopic} />}
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
            document={sourceDocument}
            selected={selected}
            onSelect={onSelect}
            onDocument={onDocument}
            onReading={setReading}
          />
          {pickProblem && (
            <Text size="sm" c="red.8" role="alert">
              {pickProblem}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={generating} disabled={generating || reading}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
      {generating && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">
            Writing card {arrived + 1} of {state.requested}…
          </Text>
          <Button variant="default" size="xs" onClick={stop}>
            Stop
          </Button>
        </Group>
      )}
      {state.status === 'failed' && (
        <ApiErrorAlert
          error={state.error}
          title={arrived > 0 ? `Stopped after ${arrived} of ${state.requested} cards` : 'Could not generate cards'}
        />
      )}
      {state.status === 'failed' && (
        <TopicChoices label="Did you mean:" topics={suggestionsOf(state.error)} onPick={generateTopic} />
      )}
      {state.status === 'failed' && arrived === 0 && cannotCover(state.error) && (
        <RefusalActions onPasteNotes={() => form.setFocus('sourceText')} />
      )}
      <GenerationNote note={state.note} />
      {state.status === 'stopped' && (
        <Text size="sm" role="status">
          Stopped after {arrived} of {state.requested} cards. You can still edit and save the ones below.
        </Text>
      )}
      {arrived > 0 && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {arrived} Cards Generated
          </Title>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            <Suspense>
              {state.cards.map((card, index) => (
                <GeneratedCardItem
                  key={card.clientId}
                  card={card}
                  position={index + 1}
                  onChange={(change) => update(card.clientId, change)}
                />
              ))}
            </Suspense>
          </Stack>
          <ApiErrorAlert error={save.error} title="Could not save the cards" />
          <Group>
            <Button onClick={onSave} loading={save.isPending} disabled={save.isPending || generating || count === 0}>
              Save {count} selected card(s)
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
