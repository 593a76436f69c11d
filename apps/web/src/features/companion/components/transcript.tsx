import type { SessionMessage } from '@kurio/shared/companion';
import { Stack, Text } from '@mantine/core';
import classes from './companion.module.css';

const timeOf = (timestamp: number) =>
  new Date(timestamp).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The conversation as bubbles with times; exchanges the safety layer stepped into are highlighted. */
export function Transcript({ messages, assistantName }: { messages: SessionMessage[]; assistantName: string }) {
  if (messages.length === 0) return <Text c="dimmed">No messages yet</Text>;
  return (
    <Stack component="ol" gap="sm" className={classes.plainList}>
      {messages.map((message) => (
        <li key={message.id} className={classes.bubbleRow} data-role={message.role}>
          <div className={classes.bubble} data-flagged={message.flagged}>
            <Text size="xs" fw={700}>
              {message.role === 'user' ? 'Child' : assistantName} · {timeOf(message.timestamp)}
            </Text>
            <Text>{message.content}</Text>
            {message.flagged && (
              <Text size="xs" fw={700} c="orange.9">
                Flagged by the safety layer{message.flagReason ? `: ${message.flagReason}` : ''}
              </Text>
            )}
          </div>
        </li>
      ))}
    </Stack>
  );
}
