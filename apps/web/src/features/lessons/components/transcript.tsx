import type { TranscriptEntry } from '@kurio/shared/lessons';
import { type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef } from 'react';
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

interface SentenceProps {
  text: string;
  index: number;
  current: boolean;
  history: boolean;
  seekEnabled: boolean;
  onSeek: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLSpanElement>, index: number) => void;
}

/** One sentence; memoised, so moving to the next sentence redraws two of them, not the whole lesson. */
const Sentence = memo(function Sentence({
  text,
  index,
  current,
  history,
  seekEnabled,
  onSeek,
  onKeyDown,
}: SentenceProps) {
  return (
    <span>
      {/* biome-ignore lint/a11y/useSemanticElements: a <button> cannot flow inline with wrapping text */}
      <span
        role="button"
        className={classes.sentence}
        data-index={index}
        data-current={current || undefined}
        data-history={history || undefined}
        aria-current={current ? 'true' : undefined}
        aria-disabled={!seekEnabled || undefined}
        tabIndex={current ? 0 : -1}
        onClick={() => seekEnabled && onSeek(index)}
        onKeyDown={(event) => onKeyDown(event, index)}
      >
        {text}
      </span>{' '}
    </span>
  );
});

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

  const sentenceCount = transcript.length;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLSpanElement>, index: number) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        if (seekEnabled) onSeek(index);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      const next = Math.min(Math.max(index + step, 0), sentenceCount - 1);
      container.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
    },
    [seekEnabled, onSeek, sentenceCount],
  );
  const paragraphs = useMemo(() => paragraphsOf(transcript), [transcript]);

  return (
    <div ref={container} className={`${classes.transcript} ${seekEnabled ? '' : classes.locked}`}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph[0]!.index} className={classes.paragraph}>
          {paragraph.map(({ entry, index }) => (
            <Sentence
              key={index}
              text={entry.sentence}
              index={index}
              current={index === currentIndex}
              history={hasHistory(entry.sentence)}
              seekEnabled={seekEnabled}
              onSeek={onSeek}
              onKeyDown={onKeyDown}
            />
          ))}
        </p>
      ))}
    </div>
  );
});
