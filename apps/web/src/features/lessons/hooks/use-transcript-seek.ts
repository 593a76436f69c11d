import type { ProgressUpdate, TranscriptEntry } from '@kurio/shared/lessons';
import { useCallback, useState } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { currentSentenceIndex } from '../lib/playback-time';

/** What screen readers are told after a seek. */
export type SeekAnnouncement = StoreApi<{ text: string }>;

/**
 * Seeking a narrated lesson: to a time or to a sentence of its transcript, kept as the learner's position and
 * announced to screen readers. The functions are stable, so the memoised transcript redraws only when the current
 * sentence changes; the announcement is a store only its live region reads, so a seek does not redraw the player.
 */
export function useTranscriptSeek(
  transcript: TranscriptEntry[],
  seek: (seconds: number) => number,
  saveProgress: (update: ProgressUpdate) => void,
) {
  const [announcement] = useState<SeekAnnouncement>(() => createStore(() => ({ text: '' })));
  const seekTo = useCallback(
    (seconds: number) => {
      const target = seek(seconds);
      // Announced only on seeks: reading every sentence aloud would talk over the narration.
      announcement.setState({
        text: `Now at: ${transcript[currentSentenceIndex(transcript, target * 1000)]!.sentence}`,
      });
      saveProgress({ positionMs: target * 1000 });
    },
    [seek, transcript, saveProgress, announcement],
  );
  const seekToSentence = useCallback(
    (index: number) => seekTo(transcript[index]!.startMs / 1000),
    [seekTo, transcript],
  );
  return { seekTo, seekToSentence, announcement };
}
