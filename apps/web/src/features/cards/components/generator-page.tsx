import { zodResolver } from '@hookform/resolvers/zod';
import {
  cardQuantities,
  defaultCardQuantity,
  type GenerateCardsRequest,
  generateCardsRequestSchema,
  topicPlaceholder,
} from '@kurio/shared/card-generation';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCards } from '../api/create-cards';
import { useGenerateCards } from '../api/generate-cards';
import { useGeneratedCards } from '../hooks/use-generated-cards';
import { ApiErrorAlert } from './api-error-alert';
import { GeneratedCardItem } from './generated-card-item';

type FormValues = z.input<typeof generateCardsRequestSchema>;

/** SPEC §2 card generator: topic → AI cards → edit, pick, save into a deck named after the topic. */
export function GeneratorPage() {
  usePageTitle('Generate cards');
  const navigate = useNavigate();
  const generate = useGenerateCards();
  const save = useCreateCards();
  const generated = useGeneratedCards();
  const form = useForm<FormValues, unknown, GenerateCardsRequest>({
    resolver: zodResolver(generateCardsRequestSchema),
    defaultValues: { topic: '', quantity: String(defaultCardQuantity), sourceText: '' },
  });
  const { errors } = form.formState;

  const onGenerate = form.handleSubmit(async ({ topic, quantity, sourceText }) => {
    generated.replace([]);
    save.reset();
    const result = await generate
      .mutateAsync({ topic, quantity, sourceText: sourceText?.trim() || undefined })
      .catch(() => undefined);
    if (result) generated.replace(result.cards);
  });

  const onSave = async () => {
    if (generated.toSave.length === 0) return;
    const saved = await save
      .mutateAsync({ cards: generated.toSave, deck: form.getValues('topic').trim() })
      .catch(() => undefined);
    if (saved) navigate(paths.dashboard);
  };

  const count = generated.toSave.length;
  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Title order={1}>Generate cards</Title>
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
            <Button type="submit" loading={generate.isPending} disabled={generate.isPending}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
      <ApiErrorAlert error={generate.error} title="Could not generate cards" />
      {generated.cards.length > 0 && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {generated.cards.length} Cards Generated
          </Title>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {generated.cards.map((card, index) => (
              <GeneratedCardItem
                key={card.clientId}
                card={card}
                position={index + 1}
                onChange={(change) => generated.update(card.clientId, change)}
              />
            ))}
          </Stack>
          <ApiErrorAlert error={save.error} title="Could not save the cards" />
          <Group>
            <Button onClick={onSave} loading={save.isPending} disabled={save.isPending || count === 0}>
              Save {count} selected card(s)
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
