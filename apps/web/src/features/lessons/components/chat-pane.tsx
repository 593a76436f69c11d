import type { LessonChatMessage } from '@kurio/shared/lessons';
import { ActionIcon, Alert, Blockquote, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { KeyboardScrollArea } from '../../../components/keyboard-scroll-area';
import { NeedsConnection } from '../../../components/needs-connection';
import { useTutorChat } from '../hooks/use-tutor-chat';
import { ChatMessageList } from './chat-message-list';
import { ArrowLeftIcon, SendIcon } from './icons';

interface ChatPaneProps {
  /** A course lesson, which the tutor reads from the server's copy; without one, `title` and `fullScript` as sent. */
  lessonId?: string;
  title?: string;
  fullScript: string;
  sentence: string;
  history: LessonChatMessage[];
  save: (sentence: string, messages: LessonChatMessage[]) => Promise<void> | void;
  onClose: () => void;
  answerAction?: (answer: LessonChatMessage, question: LessonChatMessage) => ReactNode;
}

/** docs/product.md §4: about 100 ms after a reply the input is refocused and the list scrolled. */
const afterReplyDelayMs = 100;

function scrollToEnd(element: HTMLElement | null) {
  element?.scrollTo({ top: element.scrollHeight });
}

/** "Sure, ask away…" with two ways back to the lesson. */
function ChatHeader({ onClose }: { onClose: () => void }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label="Close chat" onClick={onClose}>
          <ArrowLeftIcon />
        </ActionIcon>
        {/* On a 375 px phone the heading gives way, so "Continue lesson" is never pushed off screen. */}
        <Title order={2} size="h4" style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Sure, ask away…
        </Title>
      </Group>
      <Button size="compact-sm" variant="light" onClick={onClose} style={{ flexShrink: 0 }}>
        Continue lesson
      </Button>
    </Group>
  );
}

interface QuestionBoxProps {
  input: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  onDraft: (draft: string) => void;
  waiting: boolean;
  onSubmit: () => void;
}

/** The question being written: Enter sends it (Shift+Enter breaks the line), as does the Send button. */
function QuestionBox({ input, draft, onDraft, waiting, onSubmit }: QuestionBoxProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <Group
      gap="xs"
      p="sm"
      align="flex-end"
      wrap="nowrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <GrowingTextarea
        ref={input}
        flex={1}
        minRows={1}
        maxRows={5}
        placeholder="Type your message..."
        aria-label="Your question for the tutor"
        value={draft}
        disabled={waiting}
        onChange={(event) => onDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ActionIcon size={36} aria-label="Send" disabled={waiting || !draft.trim()} onClick={onSubmit}>
        <SendIcon size={18} />
      </ActionIcon>
    </Group>
  );
}

/**
 * The question box has focus when the pane opens and again shortly after each reply; the conversation stays
 * scrolled to its end as it grows and streams.
 */
function useFollowConversation(chat: ReturnType<typeof useTutorChat>) {
  const input = useRef<HTMLTextAreaElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const wasWaiting = useRef(false);
  const lastMessage = chat.messages.at(-1);
  useEffect(() => {
    input.current?.focus();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the conversation as it grows and streams
  useEffect(() => {
    scrollToEnd(viewport.current);
  }, [chat.messages.length, lastMessage?.content, chat.typing]);
  useEffect(() => {
    const finished = wasWaiting.current && !chat.waiting;
    wasWaiting.current = chat.waiting;
    if (!finished) return;
    const timer = setTimeout(() => {
      input.current?.focus();
      scrollToEnd(viewport.current);
    }, afterReplyDelayMs);
    return () => clearTimeout(timer);
  }, [chat.waiting]);
  return { input, viewport };
}

/** docs/product.md §2 chat pane: the sentence being asked about, the conversation, and the question box. */
export function ChatPane({
  lessonId,
  title,
  fullScript,
  sentence,
  history,
  save,
  onClose,
  answerAction,
}: ChatPaneProps) {
  const chat = useTutorChat({ lessonId, title, fullScript, sentence, history, save });
  const [draft, setDraft] = useState('');
  const { input, viewport } = useFollowConversation(chat);

  const submit = async () => {
    if (!draft.trim() || chat.waiting) return;
    setDraft('');
    input.current?.focus();
    const handedBack = await chat.send(draft);
    if (handedBack) setDraft(handedBack);
  };

  return (
    <Stack gap={0} h="100%" mih={0}>
      <ChatHeader onClose={onClose} />
      <Blockquote color="violet" p="sm" m="sm" mb={0} cite="The sentence you paused on">
        <Text size="sm">{sentence}</Text>
      </Blockquote>
      <KeyboardScrollArea flex={1} viewportRef={viewport} p="sm" type="auto" label="Conversation with the tutor">
        {chat.messages.length === 0 && !chat.waiting && (
          <Text size="sm" c="gray.7" ta="center" py="lg">
            Ask anything about this sentence or the lesson. The tutor answers from the lesson itself.
          </Text>
        )}
        <ChatMessageList messages={chat.messages} typing={chat.typing} answerAction={answerAction} />
      </KeyboardScrollArea>
      <NeedsConnection what="the tutor" mx="sm" mb="xs" />
      {chat.error && (
        <Alert color="red" mx="sm" mb="xs" role="alert" title="No answer this time">
          {chat.error}
        </Alert>
      )}
      <QuestionBox
        input={input}
        draft={draft}
        onDraft={setDraft}
        waiting={chat.waiting}
        onSubmit={() => void submit()}
      />
    </Stack>
  );
}
