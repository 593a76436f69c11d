import type { TranscriptEntry } from '@kurio/shared/lessons';
import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { afterPaint } from '../../../lib/after-paint';
import classes from './transcript.module.css';

/** Timing is not needed here: sentences seek by index (the speaking player has no clock). */
type TranscriptSentence = Pick<TranscriptEntry, 'sentence' | 'isParagraphEnd'>;

interface TranscriptProps {
  transcript: TranscriptSentence[];
  currentIndex: number;
  hasHistory: (sentence: string) => boolean;
  /** Off in chat mode (docs/product.md §2). */
  seekEnabled: boolean;
  onSeek: (index: number) => void;
}

function paragraphsOf(transcript: TranscriptSentence[]) {
  const paragraphs: { entry: TranscriptSentence; index: number }[][] = [[]];
  transcript.forEach((entry, index) => {
    paragraphs.at(-1)!.push({ entry, index });
    if (entry.isParagraphEnd && index < transcript.length - 1) paragraphs.push([]);
  });
  return paragraphs;
}

/**
 * The lesson as real text. Each sentence acts as a button that seeks to its start; only the current one is
 * in the tab order, and ↑/↓ move between sentences, so the transcript is one stop for keyboard users.
 */
export const Transcript = memo(function Transcript({
  transcript,
  currentIndex,
  hasHistory,
  seekEnabled,
  onSeek,
}: TranscriptProps) {
  const container = useRef<HTMLDivElement>(null);

  const opened = useRef(false);

  useEffect(() => {
    // A lesson opening at its first sentence shows it already: measuring it would force a layout of the whole
    // page in the task that renders it.
    const opening = !opened.current;
    opened.current = true;
    if (opening && currentIndex === 0) return;
    let live = true;
    // Measured once the new sentence is painted, when the layout is already done: measuring in the task that
    // marks it would force that layout inside the learner's click.
    afterPaint().then(() => {
      const current = live && container.current?.querySelector<HTMLElement>(`[data-index="${currentIndex}"]`);
      if (!current || !container.current) return;
      const box = current.getBoundingClientRect();
      const view = container.current.closest('[data-scroll]')?.getBoundingClientRect();
      if (view && (box.top < view.top + 40 || box.bottom > view.bottom - 40)) {
        current.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
    });
    return () => {
      live = false;
    };
  }, [currentIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (seekEnabled) onSeek(index);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = Math.min(Math.max(index + step, 0), transcript.length - 1);
    container.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
  };

  return (
    <div ref={container} className={`${classes.transcript} ${seekEnabled ? '' : classes.locked}`}>
      {paragraphsOf(transcript).map((paragraph) => (
        <p key={paragraph[0]!.index} className={classes.paragraph}>
          {paragraph.map(({ entry, index }) => (
            <span key={index}>
              {/* biome-ignore lint/a11y/useSemanticElements: a <button> cannot flow inline with wrapping text */}
              <span
                role="button"
                className={classes.sentence}
                data-index={index}
                data-current={index === currentIndex || undefined}
                data-history={hasHistory(entry.sentence) || undefined}
                aria-current={index === currentIndex ? 'true' : undefined}
                aria-disabled={!seekEnabled || undefined}
                tabIndex={index === currentIndex ? 0 : -1}
                onClick={() => seekEnabled && onSeek(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {entry.sentence}
              </span>{' '}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
});
