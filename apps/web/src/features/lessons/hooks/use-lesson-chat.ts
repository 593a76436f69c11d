import { useCallback, useState } from 'react';
import { usePlayerKeys } from './use-player-keys';

interface Playback {
  playing: boolean;
  /** False when nothing can play (a created lesson on a device with no voice). */
  canPlay: boolean;
  play: () => void;
  pause: () => void;
  /** The sentence being played now, or undefined when there is none. */
  currentSentence: () => string | undefined;
  /** Moves by `step`: seconds for narration, sentences for a lesson read by the browser. */
  skip: (step: number) => void;
  skipStep: number;
}

/**
 * What both lesson players share (docs/product.md §2): asking the tutor pauses on the sentence being played and
 * closing the chat plays on; W opens the chat, Space plays or pauses, ←/→ skip, none of them while it is open.
 */
export function useLessonChat(playback: Playback) {
  const [chatSentence, setChatSentence] = useState<string | null>(null);
  const chatOpen = chatSentence !== null;
  const { pause, play, currentSentence, canPlay, playing, skip, skipStep } = playback;

  const openChat = useCallback(() => {
    const sentence = currentSentence();
    if (sentence === undefined) return;
    pause();
    setChatSentence(sentence);
  }, [pause, currentSentence]);
  const closeChat = () => {
    setChatSentence(null);
    if (canPlay) play();
  };
  const togglePlay = () => {
    if (!canPlay) return;
    if (playing) pause();
    else play();
  };

  usePlayerKeys({ chatOpen, openChat, togglePlay, skip }, skipStep);
  return { chatSentence, chatOpen, openChat, closeChat, togglePlay };
}
