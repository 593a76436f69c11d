import { retentionChoices, retentionSchema } from '@kurio/shared/transcript-retention';
import { Card, Group, Radio, Text, Title } from '@mantine/core';
import { showWarning } from '../../../stores/warning-bar';
import { useRetention, useSetRetention } from '../api/retention';
import { QueryError } from './query-error';

/** docs/product.md §2 'Keep transcripts for': 7, 30 or 90 days, saved as soon as the parent picks (decision 148). */
export function RetentionCard() {
  const retention = useRetention();
  const save = useSetRetention();
  const choose = (value: string) => {
    const parsed = retentionSchema.safeParse({ retentionDays: Number(value) });
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => showWarning(`Transcripts are now kept for ${value} days.`),
      onError: (error) => showWarning(error.message),
    });
  };
  return (
    <Card withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="retention-title">
      <Title order={2} size="h3" id="retention-title">
        Keep transcripts for
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Conversations are deleted automatically this long after their last message. A flagged conversation stays until
        you have opened it.
      </Text>
      {retention.isError && <QueryError error={retention.error} onRetry={() => retention.refetch()} />}
      {retention.data && (
        <Radio.Group
          value={String(save.variables?.retentionDays ?? retention.data.retentionDays)}
          onChange={choose}
          label="Period"
        >
          <Group mt="xs">
            {retentionChoices.map((days) => (
              <Radio key={days} value={String(days)} label={`${days} days`} disabled={save.isPending} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Card>
  );
}
