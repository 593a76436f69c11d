import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/** A field for the answer, checked with Enter or the button; empty is refused. */
export function TypedAnswer({ onCheck }: { onCheck: (typed: string) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!typed.trim()) return setError('Type an answer first');
        onCheck(typed);
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Your answer"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-autofocus
          autoFocus
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }}>
          Check
        </Button>
      </Group>
    </form>
  );
}
