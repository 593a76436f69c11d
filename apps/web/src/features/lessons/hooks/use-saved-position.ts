import { type RefObject, useEffect, useRef } from 'react';
import type { useProgressSaver } from './use-progress-saver';

/** While playing, the position is saved this often (and on pause, seek and leaving). */
const saveEveryMs = 5000;

/** Saves the narration's position while playing, when playback stops, and when leaving; the end marks it done. */
export function useSavedPosition(
  saveProgress: ReturnType<typeof useProgressSaver>,
  playing: boolean,
  audioRef: RefObject<HTMLAudioElement | null>,
  positionMs: () => number,
) {
  const wasPlaying = useRef(false);
  useEffect(() => {
    if (playing) {
      wasPlaying.current = true;
      const timer = setInterval(() => saveProgress({ positionMs: positionMs() }), saveEveryMs);
      return () => clearInterval(timer);
    }
    if (!wasPlaying.current) return;
    const ended = audioRef.current?.ended;
    saveProgress(ended ? { positionMs: positionMs(), completed: true } : { positionMs: positionMs() });
  }, [playing, saveProgress, positionMs, audioRef]);
  useEffect(() => () => saveProgress({ positionMs: positionMs() }), [saveProgress, positionMs]);
}
