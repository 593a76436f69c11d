import { zodResolver } from '@hookform/resolvers/zod';
import { cardMessages } from '@kurio/shared/card-rules';
import { type CardInput, cardInputSchema } from '@kurio/shared/cards';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { isCardId, useCard } from '../api/get-card';
import { useUpdateCard } from '../api/update-card';
import { ApiErrorAlert } from './api-error-alert';
import { MarkdownAnswer } from './markdown-answer';

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
  return <CardEditForm id={id} initial={card.data.card} />;
}

function CardEditForm({ id, initial }: { id: number; initial: CardInput }) {
  const navigate = useNavigate();
  const update = useUpdateCard();
  const form = useForm<CardInput>({
    resolver: zodResolver(cardInputSchema),
    defaultValues: { question: initial.question, answer: initial.answer },
  });
  const { errors } = form.formState;
  const answer = form.watch('answer');
  const onSubmit = form.handleSubmit(async (values) => {
    if (await update.mutateAsync({ id, ...values }).catch(() => undefined)) navigate(paths.cards);
  });

  return (
    <Stack maw={760} mx="auto" gap="md">
      <Title order={1}>Edit card #{id}</Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <GrowingTextarea
            label="Question"
            minRows={2}
            {...form.register('question')}
            error={errors.question?.message}
          />
          <GrowingTextarea
            label="Answer (markdown)"
            minRows={4}
            {...form.register('answer')}
            error={errors.answer?.message}
          />
          {answer.trim() && (
            <Paper withBorder p="sm" radius="md" aria-label="Answer preview" component="section">
              <Text size="xs" c="dimmed" mb={4}>
                Preview
              </Text>
              <MarkdownAnswer>{answer}</MarkdownAnswer>
            </Paper>
          )}
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
