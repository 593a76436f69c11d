import type { Recognizer, Synthesizer } from './voice-machine';

/** The parts of the Web Speech API we use (not every TypeScript DOM library declares them). */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** Errors that mean the microphone cannot be used at all, so the child should type instead. */
const blockingErrors = new Set(['not-allowed', 'service-not-allowed', 'audio-capture']);

/** docs/product.md §9: en-US, a single utterance, no interim results. null when the browser has no recognition. */
/** Chrome and Safari expose recognition under its prefixed name; the DOM typings have neither. */
interface RecognitionScope {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
}

export function createBrowserRecognizer(win: Window & RecognitionScope = window): Recognizer | null {
  const Recognition = win.SpeechRecognition ?? win.webkitSpeechRecognition;
  if (!Recognition) return null;
  let active: SpeechRecognitionLike | null = null;
  return {
    start(handlers) {
      const recognition = new Recognition();
      recognition.lang = 'en-US';
      recognition.continuous = false;
      recognition.interimResults = false;
      recognition.maxAlternatives = 1;
      recognition.onresult = (event) => {
        const text = event.results[0]?.[0]?.transcript.trim() ?? '';
        if (text) handlers.onResult(text);
      };
      recognition.onerror = (event) => {
        // docs/product.md §8: recognition errors are logged, and the state returns to idle.
        console.info('speech recognition error:', event.error);
        handlers.onError(blockingErrors.has(event.error));
      };
      recognition.onend = () => handlers.onEnd();
      active = recognition;
      try {
        recognition.start();
      } catch {
        handlers.onError(false);
      }
    },
    abort() {
      if (!active) return;
      active.onresult = null;
      active.onerror = null;
      active.onend = null;
      active.abort();
      active = null;
    },
  };
}

/** Speaks in en-US with the character's rate and pitch. null when the browser has no synthesis. */
export function createBrowserSynthesizer(
  voice: { rate: number; pitch: number },
  win: Window & { SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance } = window,
): Synthesizer | null {
  const synthesis = win.speechSynthesis;
  const Utterance = win.SpeechSynthesisUtterance;
  if (!synthesis || typeof Utterance !== 'function') return null;
  return {
    speak(text, onEnd) {
      const utterance = new Utterance(text);
      utterance.lang = 'en-US';
      utterance.rate = voice.rate;
      utterance.pitch = voice.pitch;
      utterance.onend = onEnd;
      utterance.onerror = onEnd;
      synthesis.speak(utterance);
    },
    cancel() {
      synthesis.cancel();
    },
  };
}

export const browserClock = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};
