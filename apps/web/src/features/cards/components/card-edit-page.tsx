import { zodResolver } from '@hookform/resolvers/zod';
import { cardMessages } from '@kurio/shared/card-rules';
import { type Card, type CardInput, cardInputSchema, type NoteInput } from '@kurio/shared/cards';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { isCardId, useCard } from '../api/get-card';
import { useUpdateCard } from '../api/update-card';
import { ApiErrorAlert } from './api-error-alert';
import { NoteEditor } from './note-editor';

/** docs/product.md §2 card edit: 'Loading...', then the form or 'Card not found'. */
export function CardEditPage() {
  const id = Number(useParams().id);
  const card = useCard(id);
  usePageTitle(card.data ? `Edit card #${id}` : 'Edit card');
  const missing = !isCardId(id) || (card.error instanceof ApiError && card.error.status === 404);

  if (missing) {
    return (
      <Stack align="center" py="xl">
        <Title order={1} size="h3">
          {cardMessages.notFound}
        </Title>
        <Button component={Link} to={paths.cards} variant="light">
          Back to cards
        </Button>
      </Stack>
    );
  }
  if (card.isError) return <ApiErrorAlert error={card.error} title="Could not load the card" />;
  if (!card.data)
    return (
      <Text ta="center" py="xl">
        Loading...
      </Text>
    );
  return <CardEditForm id={id} initial={card.data.card} noteOrdinals={card.data.noteOrdinals} />;
}

function CardEditForm({ id, initial, noteOrdinals }: { id: number; initial: Card; noteOrdinals: number[] }) {
  const navigate = useNavigate();
  const update = useUpdateCard();
  const form = useForm<CardInput, unknown, NoteInput>({
    resolver: zodResolver(cardInputSchema),
    defaultValues: { ...initial.note, type: initial.type, typeAnswer: initial.typeAnswer },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if (await update.mutateAsync({ id, ...values }).catch(() => undefined)) navigate(paths.cards);
  });

  return (
    <Stack maw={760} mx="auto" gap="md">
      <Title order={1}>Edit card #{id}</Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <NoteEditor form={form} saved={{ note: { ...initial.note, type: initial.type }, ordinals: noteOrdinals }} />
          <ApiErrorAlert error={update.error} title="Could not save the card" />
          <Group justify="flex-end">
            <Button component={Link} to={paths.cards} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
