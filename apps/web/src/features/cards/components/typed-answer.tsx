import { ratingLabels } from '@kurio/shared/card-rules';
import type { AnswerComparison } from '@kurio/shared/typed-answer';
import { Box, Button, Group, Kbd, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** The typed-answer field shown before the reveal; Enter checks it, which shows the answer. */
export function TypedAnswerField({ onCheck }: { onCheck: (typed: string) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onCheck(typed);
      }}
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Type your answer"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-autofocus
          autoFocus
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit">Check</Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Press <Kbd>Enter</Kbd> to check and show the answer.
      </Text>
    </form>
  );
}

const partStyles = {
  same: undefined,
  missing: { background: 'var(--mantine-color-green-1)', textDecoration: 'underline' },
  extra: { background: 'var(--mantine-color-red-1)', textDecoration: 'line-through' },
} as const;

/** The typed answer against the expected one, character by character, and the rating it suggests. */
export function AnswerDiff({ comparison }: { comparison: AnswerComparison }) {
  const suggested = ratingLabels.find((rating) => rating.quality === comparison.suggestedQuality)!;
  return (
    <Box aria-label="Your answer compared" component="section">
      <Text size="sm" fw={600} c={comparison.correct ? 'green.9' : 'red.9'}>
        {comparison.correct ? 'Correct' : 'Not quite'}
      </Text>
      <Text ff="monospace" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {comparison.parts.map((part, index) =>
          part.kind === 'same' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <span key={index}>{part.text}</span>
          ) : part.kind === 'missing' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <ins key={index} style={partStyles.missing} title="missing">
              {part.text}
            </ins>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
            <del key={index} style={partStyles.extra} title="not in the answer">
              {part.text}
            </del>
          ),
        )}
      </Text>
      <Text size="xs" c="dimmed">
        Underlined: missing; struck through: not in the answer. Suggested rating: <Kbd>{suggested.quality}</Kbd>{' '}
        {suggested.label}
      </Text>
    </Box>
  );
}
