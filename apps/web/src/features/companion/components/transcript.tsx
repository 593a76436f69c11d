import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import type { ConversationMessage } from '@kurio/shared/companion';
import { Stack, Text } from '@mantine/core';
import { formatTimeOfDay } from '../../../lib/format-date';
import classes from './companion.module.css';

/** The conversation as bubbles with times; exchanges the safety layer stepped into are highlighted. */
export function Transcript({ messages, assistantName }: { messages: ConversationMessage[]; assistantName: string }) {
  if (messages.length === 0) return <Text c="dimmed">No messages yet</Text>;
  return (
    <Stack component="ol" gap="sm" className={classes.plainList}>
      {messages.map((message) => (
        <li key={message.id} className={classes.bubbleRow} data-role={message.role}>
          <div className={classes.bubble} data-flagged={message.flagged}>
            <Text size="xs" fw={700}>
              {message.role === 'user' ? 'Child' : assistantName} · {formatTimeOfDay(message.timestamp)}
            </Text>
            <Text>{message.content}</Text>
            {message.flagged && <FlagNote message={message} />}
          </div>
        </li>
      ))}
    </Stack>
  );
}

/**
 * What the safety layer saw, then why it stepped in. Messages stored before categories existed have only a
 * reason. Red-9 on the bubble's orange-0 is 5:1; orange-9 there was 4:1, below AA for this small text.
 */
function FlagNote({ message }: { message: ConversationMessage }) {
  const reason = message.flagReason;
  if (!message.flagCategory) {
    return (
      <Text size="xs" fw={700} c="red.9">
        Flagged by the safety layer{reason ? `: ${reason}` : ''}
      </Text>
    );
  }
  return (
    <Text size="xs" c="red.9">
      <strong>Flagged: {safetyCategoryLabels[message.flagCategory]}</strong>
      {reason ? ` — ${reason}` : ''}
    </Text>
  );
}
