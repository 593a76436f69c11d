import type { useSplit } from '../hooks/use-split';
import { chatShare } from '../hooks/use-split';
import classes from './lesson-creator.module.css';

type Split = ReturnType<typeof useSplit>;

/** The draggable, focusable separator between chat and lesson (arrow keys move it; Home/End go to the limits). */
export function SplitDivider({ split }: { split: Split }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a resizable splitter
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize chat and lesson panes"
      aria-controls="creator-chat"
      aria-valuemin={chatShare.min}
      aria-valuemax={chatShare.max}
      aria-valuenow={split.share}
      aria-valuetext={`Chat ${split.share}%, lesson ${100 - split.share}%`}
      tabIndex={0}
      className={classes.divider}
      data-dragging={split.dragging || undefined}
      {...split.handlers}
    />
  );
}
