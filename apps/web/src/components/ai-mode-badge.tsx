import type { PublicConfig } from '@kurio/shared/config';
import { Badge, Code, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { usePublicConfig } from '../lib/public-config';

const modeLabels: Record<PublicConfig['aiMode'], string> = {
  offline: 'Offline AI',
  'openai-compatible': 'AI: your model server',
  openai: 'AI: OpenAI',
  anthropic: 'AI: Anthropic',
};

/** How an administrator connects a model, where offline mode cannot do what was asked. */
export function ConnectModelHelp() {
  return (
    <Text size="sm">
      To connect a model, the site owner sets <Code>AI_PROVIDER</Code>, <Code>AI_BASE_URL</Code>,{' '}
      <Code>AI_API_KEY</Code> and <Code>AI_MODEL</Code>: see “Connecting a model” in Kurio’s README (OpenAI, Anthropic
      or a local Ollama).
    </Text>
  );
}

/** Which AI this server runs, with what offline mode means and how an administrator connects a model. */
export function AiModeBadge() {
  const { data } = usePublicConfig();
  if (!data) return null;
  const offline = data.aiMode === 'offline';
  return (
    <Popover width={320} position="top" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={`${modeLabels[data.aiMode]}: about the AI mode`}>
          <Badge variant="light" color={offline ? 'gray' : 'teal'} style={{ cursor: 'pointer' }}>
            {modeLabels[data.aiMode]}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        {offline ? (
          <Stack gap="xs">
            <Text size="sm">
              No AI model is connected. Cards come from a built-in English dictionary or from your own notes, and the
              tutor quotes the lesson itself.
            </Text>
            <ConnectModelHelp />
          </Stack>
        ) : (
          <Text size="sm">Cards, the tutor and lessons are written by a connected AI model.</Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
