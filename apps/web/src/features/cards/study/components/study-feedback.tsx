import { Alert, Button, Group, Kbd, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useEnterKey } from '../hooks/use-enter-key';

interface Props {
  right: boolean;
  /** What was typed, for a typed question. */
  typed?: string;
  answer: string;
  onContinue: () => void;
}

/** Right or not, with the right answer, and Continue (or Enter). Takes the focus, so it is read out. */
export function StudyFeedback({ right, typed, answer, onContinue }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  useEnterKey(onContinue);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={right ? 'green' : 'red'}
      variant="light"
      title={right ? 'Right!' : 'Not quite'}
      role="status"
      style={{ outline: 'none' }}
    >
      {typed !== undefined && !right && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          You typed: {typed}
        </Text>
      )}
      {(!right || typed !== undefined) && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Answer: {answer}
        </Text>
      )}
      <Group gap="sm" mt="sm">
        <Button onClick={onContinue}>Continue</Button>
        <Text size="xs" c="dimmed">
          or press <Kbd>Enter</Kbd>
        </Text>
      </Group>
    </Alert>
  );
}
