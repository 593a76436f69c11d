import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ChatFrame } from './chat-frame';
import classes from './lesson-player.module.css';

interface Props {
  heading: ReactNode;
  /** The lesson's text, which scrolls between the heading and the controls. */
  transcript: ReactNode;
  controls: ReactNode;
  /** The chat pane while the learner asks the tutor (beside the lesson, or over it on a phone), else nothing. */
  chat: ReactNode;
  /** What the player keeps out of the layout: its audio element, its announcements. */
  children?: ReactNode;
}

/** The frame both lesson players share (docs/product.md §2): heading, transcript, controls, and the chat. */
export function PlayerLayout({ heading, transcript, controls, chat, children }: Props) {
  const mobile = useMediaQuery('(max-width: 767.98px)') ?? false;
  return (
    <div className={classes.player}>
      <section className={classes.lesson} aria-labelledby="lesson-title">
        {heading}
        <div className={classes.scroll} data-scroll>
          {transcript}
        </div>
        <div className={classes.controls}>
          <div className={classes.controlsInner}>{controls}</div>
        </div>
      </section>
      {chat && <ChatFrame fullScreen={mobile}>{chat}</ChatFrame>}
      {children}
    </div>
  );
}
