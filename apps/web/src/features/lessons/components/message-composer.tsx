import { ActionIcon, Group, Text } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { GrowingTextarea } from '../../../components/growing-textarea';

interface MessageComposerProps {
  disabled: boolean;
  /** Resolves true when the message was taken (the input is then cleared). */
  onSend: (message: string) => Promise<boolean> | boolean;
}

/** docs/product.md §2/§5: Enter sends, Shift+Enter adds a line; nothing is sent while the trimmed text is empty. */
export function MessageComposer({ disabled, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  // Ready to type when the page opens with a mouse and again whenever a reply ends. A phone's page opens without
  // it: focus there raises the keyboard over the page the learner has not read yet, and costs the first render a
  // style pass of the whole page.
  const firstFocus = useRef(true);
  useEffect(() => {
    const opening = firstFocus.current;
    firstFocus.current = false;
    if (disabled || (opening && !matchMedia('(pointer: fine)').matches)) return;
    input.current?.focus();
  }, [disabled]);

  const send = () => {
    if (empty || disabled) return;
    const message = text;
    setText('');
    void onSend(message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <GrowingTextarea
          ref={input}
          aria-label="Message"
          placeholder="Message Kurio..."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          aria-describedby="creator-counter"
        />
        <ActionIcon type="submit" size={36} radius="md" aria-label="Send" disabled={empty || disabled}>
          <SendIcon />
        </ActionIcon>
      </Group>
      <Text id="creator-counter" size="xs" c="dimmed" mt={4}>
        {text.length > 0 ? `${text.length} characters` : 'Type your message...'}
      </Text>
    </form>
  );
}

function SendIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
