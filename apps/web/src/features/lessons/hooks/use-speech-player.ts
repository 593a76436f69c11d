import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of the browser's speechSynthesis each hook uses. */
type SpeechOutput = Pick<SpeechSynthesis, 'speak' | 'cancel'>;
type VoiceList = Pick<SpeechSynthesis, 'getVoices' | 'addEventListener' | 'removeEventListener'>;

interface SpeechPlayerOptions {
  sentences: string[];
  /** Null where the browser has no speech synthesis. */
  synth: SpeechOutput | null;
  /** Null: the browser's default voice. */
  voice: SpeechSynthesisVoice | null;
  rate: number;
}

/** One reading of the sentences, from the sentence it starts at to the end or until a newer one starts. */
interface Reading {
  synth: SpeechOutput;
  sentences: string[];
  /** The voice and rate chosen when each sentence starts. */
  choice: () => { voice: SpeechSynthesisVoice | null; rate: number };
  /** False once a newer reading has started (cancel() ends or errors this one's utterances): then ignored. */
  mine: () => boolean;
  /** Where the reading reports to: the sentence being read, whether it plays, failed, or reached the end. */
  setIndex: (at: number) => void;
  setPlaying: (playing: boolean) => void;
  setFailed: (failed: boolean) => void;
  ended: { current: boolean };
  /** Chrome can garbage-collect an utterance nobody references and then never fire its end event. */
  speaking: { current: SpeechSynthesisUtterance | null };
}

/** Speaks sentence `at`, and the next one when it ends. */
function speakOn(at: number, reading: Reading): void {
  if (at >= reading.sentences.length) {
    reading.ended.current = true;
    reading.setPlaying(false);
    return;
  }
  const utterance = new SpeechSynthesisUtterance(reading.sentences[at]);
  const { voice, rate } = reading.choice();
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  utterance.rate = rate;
  const follow = () => reading.mine() && reading.setIndex(at);
  utterance.onstart = follow;
  utterance.onboundary = follow;
  utterance.onend = () => reading.mine() && speakOn(at + 1, reading);
  utterance.onerror = (event) => {
    if (!reading.mine() || event.error === 'interrupted' || event.error === 'canceled') return;
    reading.setPlaying(false);
    reading.setFailed(true);
  };
  reading.speaking.current = utterance;
  reading.synth.speak(utterance);
}

/**
 * Reads sentences aloud with the browser's speech synthesis, one utterance per sentence, so the current
 * sentence is always known: it becomes current when its utterance starts (or reports a word boundary), and the
 * next is spoken when it ends. Pausing cancels speech and resuming starts the current sentence again: the
 * platform's own pause() is a no-op or a cancel on several mobile browsers.
 */
export function useSpeechPlayer({ sentences, synth, voice, rate }: SpeechPlayerOptions) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  // Each start of speech takes a new turn, so that events of an older reading are ignored.
  const turn = useRef(0);
  const ended = useRef(false);
  const speaking = useRef<SpeechSynthesisUtterance | null>(null);
  const current = useRef({ index, playing, voice, rate });
  current.current = { index, playing, voice, rate };

  const speakFrom = useCallback(
    (start: number) => {
      if (!synth || sentences.length === 0) return;
      const myTurn = ++turn.current;
      synth.cancel();
      ended.current = false;
      setFailed(false);
      setIndex(start);
      setPlaying(true);
      speakOn(start, {
        synth,
        sentences,
        choice: () => current.current,
        mine: () => turn.current === myTurn,
        setIndex,
        setPlaying,
        setFailed,
        ended,
        speaking,
      });
    },
    [synth, sentences],
  );

  /** Stops the voice; events of the reading it stops are ignored. */
  const silence = useCallback(() => {
    turn.current++;
    synth?.cancel();
  }, [synth]);
  const pause = useCallback(() => {
    silence();
    setPlaying(false);
  }, [silence]);

  /** Resumes at the start of the current sentence; after the last one, starts over. */
  const play = useCallback(() => {
    speakFrom(ended.current ? 0 : current.current.index);
  }, [speakFrom]);

  /** Makes sentence `at` current, speaking it at once if speech is on. */
  const goTo = useCallback(
    (at: number) => {
      const target = Math.min(Math.max(at, 0), Math.max(sentences.length - 1, 0));
      if (current.current.playing) speakFrom(target);
      else setIndex(target);
    },
    [sentences.length, speakFrom],
  );

  // A new voice or rate applies at once: the current sentence is read again with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when the choice changes
  useEffect(() => {
    if (current.current.playing) speakFrom(current.current.index);
  }, [voice, rate]);

  // Leaving the page stops the voice.
  useEffect(() => silence, [silence]);

  return {
    index,
    playing,
    failed,
    play,
    pause,
    goTo,
    previous: () => goTo(current.current.index - 1),
    next: () => goTo(current.current.index + 1),
  };
}

/** The browser's voices, as they load (Chrome lists them only after `voiceschanged`). */
export function useSpeechVoices(synth: VoiceList | null): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [synth]);
  return voices;
}

/** The page's speech synthesis, or null where the browser has none. */
export const browserSpeech = (): SpeechSynthesis | null =>
  (typeof SpeechSynthesisUtterance !== 'undefined' && globalThis.window?.speechSynthesis) || null;
