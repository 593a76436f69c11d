interface SpokenUtterance {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
}
interface RecognitionSettings {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
}
declare global {
  interface Window {
    __spoken?: SpokenUtterance[];
    __recognitions?: RecognitionSettings[];
    __say?: (text: string) => void;
  }
}

/**
 * Replaces the Web Speech API with scripted fakes: `__say(text)` delivers a recognition result to the
 * recognition that is listening, and every utterance is recorded in `__spoken` and "ends" after 150 ms.
 */
export function installFakeSpeech(options: { recognition: boolean }) {
  const spoken: SpokenUtterance[] = [];
  const recognitions: RecognitionSettings[] = [];
  interface Listener {
    onresult: ((event: { results: { transcript: string }[][] }) => void) | null;
    onend: (() => void) | null;
  }
  let listening: Listener | null = null;
  window.__spoken = spoken;
  window.__recognitions = recognitions;
  window.__say = (text: string) => {
    const target = listening;
    if (!target) throw new Error('nobody is listening');
    listening = null;
    target.onresult?.({ results: [[{ transcript: text }]] });
    target.onend?.();
  };
  if (options.recognition) {
    class FakeRecognition implements Listener {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: Listener['onresult'] = null;
      onerror = null;
      onend: Listener['onend'] = null;
      start() {
        recognitions.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults });
        listening = this;
      }
      abort() {
        if (listening === this) listening = null;
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  } else {
    Reflect.deleteProperty(window, 'SpeechRecognition');
    Reflect.deleteProperty(window, 'webkitSpeechRecognition');
  }
  class FakeUtterance {
    lang = '';
    rate = 1;
    pitch = 1;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  Object.assign(window, { SpeechSynthesisUtterance: FakeUtterance });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak(utterance: FakeUtterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, pitch: utterance.pitch });
        setTimeout(() => utterance.onend?.(), 150);
      },
      cancel() {},
    },
  });
}
