import type { LessonChatMessage } from '@kurio/shared/lessons';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import Markdown from 'react-markdown';
import { streamingMessageId } from '../hooks/use-tutor-chat';
import classes from './chat-message-list.module.css';

interface ChatMessageListProps {
  messages: LessonChatMessage[];
  typing: boolean;
  /** Shown under each finished tutor answer, with the question it answers. */
  answerAction?: (answer: LessonChatMessage, question: LessonChatMessage) => ReactNode;
}

/** Messages as markdown (react-markdown's default URL filter is the scheme list of docs/product.md §5; no raw HTML). */
export function ChatMessageList({ messages, typing, answerAction }: ChatMessageListProps) {
  return (
    <ul className={classes.list} aria-label="Conversation">
      {messages.map((message, index) => {
        const question = messages[index - 1];
        const answered =
          message.sender === 'assistant' && message.id !== streamingMessageId && question?.sender === 'user';
        return (
          <li key={message.id} className={`${classes.message} ${classes[message.sender]}`} data-sender={message.sender}>
            <VisuallyHidden component="span">{message.sender === 'user' ? 'You:' : 'Tutor:'}</VisuallyHidden>
            <Markdown>{message.content}</Markdown>
            {answered && answerAction && <div className={classes.action}>{answerAction(message, question)}</div>}
          </li>
        );
      })}
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
