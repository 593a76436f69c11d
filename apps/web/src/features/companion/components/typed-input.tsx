import { childMessageMax } from '@kurio/shared/companion';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Push-to-type: the fallback when the browser cannot listen. */
export function TypedInput({ disabled, onSubmit }: { disabled: boolean; onSubmit: (text: string) => void }) {
  const [text, setText] = useState('');
  const empty = text.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (disabled || empty) return;
        onSubmit(text);
        setText('');
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Type what you want to say"
          value={text}
          maxLength={childMessageMax}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" disabled={disabled || empty}>
          Send
        </Button>
      </Group>
    </form>
  );
}
