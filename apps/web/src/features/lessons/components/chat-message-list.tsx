import type { LessonChatMessage } from '@kurio/shared/lessons';
import { VisuallyHidden } from '@mantine/core';
import Markdown from 'react-markdown';
import classes from './chat-message-list.module.css';

/** Messages as markdown (react-markdown's default URL filter is SPEC §5's scheme list; no raw HTML). */
export function ChatMessageList({ messages, typing }: { messages: LessonChatMessage[]; typing: boolean }) {
  return (
    <ul className={classes.list} aria-label="Conversation">
      {messages.map((message) => (
        <li key={message.id} className={`${classes.message} ${classes[message.sender]}`} data-sender={message.sender}>
          <VisuallyHidden component="span">{message.sender === 'user' ? 'You:' : 'Tutor:'}</VisuallyHidden>
          <Markdown>{message.content}</Markdown>
        </li>
      ))}
      {typing && (
        <li className={classes.typing} data-testid="typing-indicator">
          <VisuallyHidden component="span">The tutor is typing…</VisuallyHidden>
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.dot} />
        </li>
      )}
    </ul>
  );
}
