import { Button, Group, Title } from '@mantine/core';
import { type CSSProperties, useRef, useState } from 'react';
import { AiModeBadge } from '../../../components/ai-mode-badge';
import { NeedsConnection } from '../../../components/needs-connection';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLessonCreator } from '../hooks/use-lesson-creator';
import { useSplit } from '../hooks/use-split';
import { CreatorMessages } from './creator-messages';
import classes from './lesson-creator.module.css';
import { LessonPanel } from './lesson-panel';
import { MessageComposer } from './message-composer';
import { SplitDivider } from './split-divider';

/** The lesson assistant (docs/product.md §2): ask for a topic, the lesson streams into the panel beside the chat. */
export function LessonCreatorPage() {
  usePageTitle('Create a lesson');
  const creator = useLessonCreator();
  const [collapsed, setCollapsed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const split = useSplit(container);

  const send = (message: string) => {
    setCollapsed(false);
    return creator.send(message);
  };

  return (
    // docs/product.md §9: below the 768 px breakpoint the panes stack. The stylesheet decides, so a page the server
    // rendered keeps its layout when the app takes over.
    <div
      ref={container}
      className={classes.page}
      data-collapsed={collapsed || undefined}
      style={{ '--chat-share': `${split.share}%` } as CSSProperties}
    >
      <section id="creator-chat" className={classes.pane} aria-labelledby="creator-chat-title">
        <Group className={classes.paneTop} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={1} size="h4" id="creator-chat-title">
              Lesson assistant
            </Title>
            <AiModeBadge />
          </Group>
          {collapsed && (
            <Button variant="light" size="xs" onClick={() => setCollapsed(false)}>
              Show lesson panel
            </Button>
          )}
        </Group>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard */}
        <div className={classes.scroll} tabIndex={0} role="log" aria-label="Conversation history">
          <CreatorMessages messages={creator.messages} />
        </div>
        <div className={classes.composer}>
          <NeedsConnection what="writing a lesson" />
          <MessageComposer disabled={creator.writing} onSend={send} />
        </div>
      </section>
      {!collapsed && <SplitDivider split={split} />}
      {!collapsed && (
        <div className={classes.lessonSide}>
          <LessonPanel lesson={creator.lesson} writing={creator.writing} onCollapse={() => setCollapsed(true)} />
        </div>
      )}
    </div>
  );
}
