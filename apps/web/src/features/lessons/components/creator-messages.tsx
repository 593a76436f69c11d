import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LocalTime } from '../../../components/local-time';
import { formatTimeOfDay } from '../../../lib/format-date';
import type { CreatorMessage } from '../hooks/use-lesson-creator';
import classes from './lesson-creator.module.css';

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function CreatorMessages({ messages }: { messages: CreatorMessage[] }) {
  const end = useRef<HTMLLIElement>(null);
  const mounted = useRef(false);
  const last = messages.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the last message grows or changes
  useEffect(() => {
    // The conversation opens with its greeting at the top: scrolling then would only force a layout of the
    // screen while it loads.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.id, last?.content]);

  return (
    <ul className={classes.messages} aria-label="Conversation">
      {messages.map((message) => (
        <li key={message.id} className={`${classes.message} ${classes[message.sender]}`}>
          <Text size="xs" fw={600}>
            {message.sender === 'user' ? 'You' : 'Assistant'}{' '}
            <LocalTime value={message.timestamp} format={formatTimeOfDay} />
          </Text>
          <Text size="sm" className={classes.body}>
            {message.content}
          </Text>
        </li>
      ))}
      <li ref={end} aria-hidden className={classes.end} />
    </ul>
  );
}
