import { useViewportSize } from '@mantine/hooks';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useState } from 'react';
import classes from './chat-frame.module.css';

/** docs/product.md §9: the chat pane starts at 750 px and can be resized between 300 and 900 px. */
export const chatPaneWidth = { initial: 750, min: 300, max: 900 } as const;
/** The lesson itself keeps at least this much room beside the pane. */
const minLessonWidth = 320;

const clampWidth = (width: number, viewportWidth: number) => {
  const roomy = Math.max(chatPaneWidth.min, viewportWidth - minLessonWidth);
  return Math.round(Math.min(Math.max(width, chatPaneWidth.min), chatPaneWidth.max, roomy));
};

/** A resizable side pane on wide screens; the whole screen below the mobile breakpoint. */
export function ChatFrame({ fullScreen, children }: { fullScreen: boolean; children: ReactNode }) {
  const [width, setWidth] = useState<number>(chatPaneWidth.initial);
  const [dragging, setDragging] = useState(false);
  const viewport = useViewportSize();
  const clamp = (value: number) => clampWidth(value, viewport.width || window.innerWidth);

  if (fullScreen) {
    return (
      <aside aria-label="Lesson chat" className={classes.full}>
        {children}
      </aside>
    );
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) setWidth(clamp(window.innerWidth - event.clientX));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 100 : 20;
    const change = { ArrowLeft: step, ArrowRight: -step, Home: chatPaneWidth.max, End: -chatPaneWidth.max }[event.key];
    if (change === undefined) return;
    event.preventDefault();
    setWidth((current) => clamp(current + change));
  };
  const shown = clamp(width);

  return (
    <aside aria-label="Lesson chat" className={classes.side} style={{ width: shown }}>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a resizable splitter */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize chat"
        aria-valuemin={chatPaneWidth.min}
        aria-valuemax={chatPaneWidth.max}
        aria-valuenow={shown}
        tabIndex={0}
        className={classes.handle}
        data-dragging={dragging || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        onKeyDown={onKeyDown}
      />
      {children}
    </aside>
  );
}
