import { Button, Group, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DraftCard, GenerationState } from '../hooks/generation-state';
import { ApiErrorAlert } from './api-error-alert';

// Generated cards show Markdown: its renderer loads when a generation starts, not with the page.
export const loadGeneratedCardItem = () => import('./generated-card-item');
const GeneratedCardItem = lazy(() => loadGeneratedCardItem().then((module) => ({ default: module.GeneratedCardItem })));

interface Props {
  state: GenerationState;
  onChange: (clientId: string, change: Partial<DraftCard>) => void;
  /** How many of the cards are picked to save. */
  count: number;
  onSave: () => void;
  saving: boolean;
  saveError: unknown;
}

/** The cards written so far, each to edit or leave out, and Save for the ones picked. */
export function GeneratedCards({ state, onChange, count, onSave, saving, saveError }: Props) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {state.cards.length} Cards Generated
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        <Suspense>
          {state.cards.map((card, index) => (
            <GeneratedCardItem
              key={card.clientId}
              card={card}
              position={index + 1}
              onChange={(change) => onChange(card.clientId, change)}
            />
          ))}
        </Suspense>
      </Stack>
      <ApiErrorAlert error={saveError} title="Could not save the cards" />
      <Group>
        <Button onClick={onSave} loading={saving} disabled={saving || state.status === 'generating' || count === 0}>
          Save {count} selected card(s)
        </Button>
      </Group>
    </Stack>
  );
}
