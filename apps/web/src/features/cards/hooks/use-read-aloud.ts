import type { Deck } from '@kurio/shared/cards';
import type { DeckLanguage } from '@kurio/shared/deck-language';
import { useCallback, useEffect, useState } from 'react';
import { readingLanguage, spokenText, voiceFor } from '../lib/speech';
import { typingTarget } from './use-review-keys';

const synthesis = () => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

/** The browser's voices; they can arrive after the page loads (voiceschanged). */
function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    const speech = synthesis();
    if (!speech) return;
    const update = () => setVoices(speech.getVoices());
    update();
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

export type ReadAloud =
  | { state: 'off' }
  | { state: 'noLanguage' }
  | { state: 'noVoice'; language: DeckLanguage }
  | { state: 'ready'; language: DeckLanguage; speak: () => void };

/**
 * Reads `text` aloud in the deck's language when the deck has reading aloud on (decision 153): once when the text
 * changes, and again on R or through `speak`.
 */
export function useReadAloud(deck: Deck | undefined, text: string | undefined): ReadAloud {
  const voices = useVoices();
  const language = deck ? readingLanguage(deck) : null;
  const voice = language ? voiceFor(voices, language) : undefined;
  const on = Boolean(deck?.readAloud && text);

  const speak = useCallback(() => {
    const speech = synthesis();
    if (!speech || !voice || !language || !text) return;
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(spokenText(text));
    utterance.lang = language;
    utterance.voice = voice;
    speech.speak(utterance);
  }, [voice, language, text]);

  useEffect(() => {
    if (on) speak();
  }, [on, speak]);

  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'r' || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingTarget(event.target)) return;
      event.preventDefault();
      speak();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on, speak]);

  useEffect(() => () => synthesis()?.cancel(), []);

  if (!on) return { state: 'off' };
  if (!language) return { state: 'noLanguage' };
  if (!voice) return { state: 'noVoice', language };
  return { state: 'ready', language, speak };
}
