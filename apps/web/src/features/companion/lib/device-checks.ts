export interface CheckResult {
  pass: boolean;
  detail: string;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, message: string) =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(message)), ms))]);

/** Asks for the microphone and releases it at once. */
export async function checkMicrophone(): Promise<CheckResult> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return {
      pass: false,
      detail: 'This browser offers no microphone access here. Open Kurio over https (or on localhost).',
    };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return { pass: true, detail: 'Microphone access is allowed.' };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') {
      return {
        pass: false,
        detail:
          'Microphone access is blocked. Click the icon left of the address bar, allow the microphone, and reload.',
      };
    }
    if (name === 'NotFoundError') return { pass: false, detail: 'No microphone was found. Connect one and try again.' };
    return {
      pass: false,
      detail: `The microphone could not be opened (${name}). Close other apps using it and retry.`,
    };
  }
}

/** The Web Speech API's recognizer, which the voice companion listens with. */
export function checkSpeechRecognition(): CheckResult {
  const available = 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window;
  return available
    ? { pass: true, detail: 'Speech recognition is available in this browser.' }
    : {
        pass: false,
        detail:
          'This browser cannot turn speech into text. Use a recent Chrome, Edge or Safari for the voice features.',
      };
}

/** Speaks a short sentence aloud with the browser's voices. */
export async function checkSpeechSynthesis(): Promise<CheckResult> {
  if (!('speechSynthesis' in window)) {
    return {
      pass: false,
      detail: 'This browser cannot read text aloud. Use a recent Chrome, Edge, Safari or Firefox.',
    };
  }
  try {
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        const utterance = new SpeechSynthesisUtterance('Hello from Kurio.');
        utterance.lang = 'en-US';
        utterance.onend = () => resolve();
        utterance.onerror = (event) => reject(new Error(event.error));
        window.speechSynthesis.cancel();
        window.speechSynthesis.speak(utterance);
      }),
      8000,
      'no voice finished speaking',
    );
    return { pass: true, detail: 'The browser spoke "Hello from Kurio." If you heard nothing, check the volume.' };
  } catch (error) {
    return {
      pass: false,
      detail: `Speech could not be played (${(error as Error).message}). Install a text-to-speech voice in your system settings.`,
    };
  }
}

/** A half-second 440 Hz tone as a WAV file, made here so the check needs no download. */
function toneWav(): Blob {
  const rate = 8000;
  const samples = rate / 2;
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++)
    view.setUint8(44 + i, 128 + Math.round(40 * Math.sin((2 * Math.PI * 440 * i) / rate)));
  return new Blob([buffer], { type: 'audio/wav' });
}

/** Plays the tone through an audio element, the way lessons and quests play narration. */
export async function checkAudioPlayback(): Promise<CheckResult> {
  const url = URL.createObjectURL(toneWav());
  try {
    const audio = new Audio(url);
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        audio.onended = () => resolve();
        audio.onerror = () => reject(new Error('the audio could not be decoded'));
        audio.play().catch(reject);
      }),
      5000,
      'playback did not finish',
    );
    return { pass: true, detail: 'A short tone played. If you heard nothing, check the volume and output device.' };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotAllowedError') {
      return {
        pass: false,
        detail: 'The browser blocked sound. Click Run the checks again, or allow sound for this site.',
      };
    }
    return { pass: false, detail: `Audio could not be played (${(error as Error).message}).` };
  } finally {
    URL.revokeObjectURL(url);
  }
}
