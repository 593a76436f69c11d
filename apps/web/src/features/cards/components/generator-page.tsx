import { zodResolver } from '@hookform/resolvers/zod';
import {
  cardQuantities,
  defaultCardQuantity,
  type GenerateCardsRequest,
  generateCardsRequestSchema,
  topicPlaceholder,
} from '@kurio/shared/card-generation';
import { Button, Group, Loader, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { NeedsConnection } from '../../../components/needs-connection';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCards } from '../api/create-cards';
import { cardsToSave } from '../hooks/generation-state';
import { useCardGeneration } from '../hooks/use-card-generation';
import { ApiErrorAlert } from './api-error-alert';
import { GeneratedCardItem } from './generated-card-item';

type FormValues = z.input<typeof generateCardsRequestSchema>;

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

  const onGenerate = form.handleSubmit(async ({ topic, quantity, sourceText }) => {
    save.reset();
    await generate({ topic, quantity, sourceText: sourceText?.trim() || undefined });
  });

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
            placeholder={topicPlaceholder}
            withAsterisk
            {...form.register('topic')}
            error={errors.topic?.message}
          />
          <NativeSelect
            label="Number of cards to generate"
            data={cardQuantities.map(String)}
            {...form.register('quantity')}
            error={errors.quantity?.message}
          />
          <Textarea
            label="From my notes (optional)"
            description="Paste your notes and the cards will be made from them."
            autosize
            minRows={2}
            maxRows={10}
            {...form.register('sourceText')}
            error={errors.sourceText?.message}
          />
          <Group>
            <Button type="submit" loading={generating} disabled={generating}>
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
            {state.cards.map((card, index) => (
              <GeneratedCardItem
                key={card.clientId}
                card={card}
                position={index + 1}
                onChange={(change) => update(card.clientId, change)}
              />
            ))}
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
