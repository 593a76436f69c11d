import { Button, Group, Text } from '@mantine/core';

/**
 * Topics offered as one-click buttons: the examples the active AI mode can cover, or the dictionary's
 * nearest entries when offline mode refused a topic ("Did you mean …?").
 */
export function TopicChoices({
  label,
  topics,
  onPick,
  disabled = false,
}: {
  label: string;
  topics: readonly string[];
  onPick: (topic: string) => void;
  disabled?: boolean;
}) {
  if (topics.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" component="span">
        {label}
      </Text>
      {topics.map((topic) => (
        <Button key={topic} variant="light" size="compact-sm" onClick={() => onPick(topic)} disabled={disabled}>
          {topic}
        </Button>
      ))}
    </Group>
  );
}
