import { useCallback, useEffect, useRef, useState } from 'react';
import { createPlaybackClock } from '../lib/playback-clock';
import { clampTime } from '../lib/playback-time';

/**
 * Drives one <audio> element: whether it plays, its length and speed as React state, its time on a clock that
 * only what shows it reads, and clamped controls. While playing, the time is read every animation frame
 * (timeupdate fires only ~4 times a second, too coarse for short sentences).
 */
export function useAudioPlayer(options: { durationSeconds: number; startAtSeconds: number }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [clock] = useState(() => createPlaybackClock(options.startAtSeconds));
  const [duration, setDuration] = useState(options.durationSeconds);
  const [rate, setRateState] = useState(1);
  const startAt = useRef(options.startAtSeconds);

  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function tick() {
      if (audioRef.current) clock.tick(audioRef.current.currentTime);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, clock]);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      const target = clampTime(seconds, audio && Number.isFinite(audio.duration) ? audio.duration : duration);
      if (audio) audio.currentTime = target;
      clock.set(target);
      return target;
    },
    [duration, clock],
  );

  const play = useCallback(() => {
    audioRef.current?.play().catch(() => setPlaying(false));
  }, []);
  const pause = useCallback(() => audioRef.current?.pause(), []);
  const setRate = useCallback((value: number) => {
    if (audioRef.current) audioRef.current.playbackRate = value;
    setRateState(value);
  }, []);

  /** Props for the <audio> element. */
  const audioProps = {
    ref: audioRef,
    // Only the header before play: the lesson's length is known from the API, and a whole MP3 (850 kB) fetched
    // on open would compete with the page itself on a phone's connection. Range requests fetch the rest as it plays.
    preload: 'metadata' as const,
    onPlay: () => setPlaying(true),
    onPause: (event: React.SyntheticEvent<HTMLAudioElement>) => {
      setPlaying(false);
      clock.set(event.currentTarget.currentTime);
    },
    onEnded: () => setPlaying(false),
    onTimeUpdate: (event: React.SyntheticEvent<HTMLAudioElement>) => clock.tick(event.currentTarget.currentTime),
    onLoadedMetadata: (event: React.SyntheticEvent<HTMLAudioElement>) => {
      const audio = event.currentTarget;
      if (Number.isFinite(audio.duration)) setDuration(audio.duration);
      audio.playbackRate = rate;
      // Resume where the learner stopped, unless that was the very end.
      if (startAt.current > 0 && startAt.current < audio.duration - 1) audio.currentTime = startAt.current;
      else if (startAt.current > 0) audio.currentTime = 0;
      startAt.current = 0;
      clock.set(audio.currentTime);
    },
  };

  return { audioRef, audioProps, playing, clock, duration, rate, play, pause, seek, setRate };
}
