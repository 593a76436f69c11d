import { useSyncExternalStore } from 'react';

/**
 * The playing time of a lesson, kept outside React state: only the parts that show it (the slider, the elapsed
 * time, the transcript's current sentence) subscribe, so the player around them does not redraw as it moves.
 */
export interface PlaybackClock {
  get: () => number;
  /** True while the time shown comes from playing (ticks), false after a time set on purpose. */
  moving: () => boolean;
  /** A time read while playing: shown only once it moves a tenth of a second, as nothing on screen is finer. */
  tick: (seconds: number) => void;
  /** A time set on purpose (a seek, the saved position): shown exactly. */
  set: (seconds: number) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPlaybackClock(startAtSeconds: number): PlaybackClock {
  let seconds = startAtSeconds;
  let ticked = false;
  const listeners = new Set<() => void>();
  const show = (next: number, byTick: boolean) => {
    if (next === seconds && byTick === ticked) return;
    seconds = next;
    ticked = byTick;
    for (const listener of listeners) listener();
  };
  return {
    get: () => seconds,
    moving: () => ticked,
    tick: (next) => {
      if (Math.abs(next - seconds) >= 0.1) show(next, true);
    },
    set: (next) => show(next, false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What a component shows of the clock; it redraws only when that changes (a sentence index, a clock face). */
export function usePlaybackTime<T>(clock: PlaybackClock, select: (seconds: number, moving: boolean) => T): T {
  const read = () => select(clock.get(), clock.moving());
  return useSyncExternalStore(clock.subscribe, read, read);
}
