import { useCallback, useEffect, useRef, useState } from 'react';
import { showWarning } from '../../../stores/warning-bar';

export interface PlayableEpisode {
  id: string;
  title: string;
  audioUrl: string;
}

/**
 * One audio element for the whole quest: starting an episode stops whichever was playing, and
 * toggling the playing episode pauses it (docs/product.md §2). `onEnded` fires when an episode plays to its end.
 */
export function useEpisodePlayer(onEnded: (episodeId: string) => void) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const currentIdRef = useRef<string | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnd = () => {
      setPlaying(false);
      if (currentIdRef.current) onEndedRef.current(currentIdRef.current);
    };
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnd);
    return () => {
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnd);
      audio.pause();
    };
  }, []);

  const toggle = useCallback((episode: PlayableEpisode) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (currentIdRef.current === episode.id && !audio.paused) {
      audio.pause();
      return;
    }
    if (currentIdRef.current !== episode.id) {
      audio.pause();
      audio.src = episode.audioUrl;
      currentIdRef.current = episode.id;
      setCurrentId(episode.id);
    }
    audio.play().catch((error: Error) => {
      // A newer toggle interrupting this play() is expected, not a failure.
      if (error.name === 'AbortError') return;
      showWarning(`"${episode.title}" could not be played. Please try again.`);
    });
  }, []);

  return { audioRef, toggle, isPlaying: (episodeId: string) => playing && currentId === episodeId };
}
