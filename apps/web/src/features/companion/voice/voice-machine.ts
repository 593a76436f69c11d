/** docs/product.md §4 voice states. */
export type VoiceState = 'idle' | 'listening' | 'thinking' | 'speaking';

/** Why the mic cannot be used: the browser has no recognition, or the child/parent refused the microphone. */
export type TypedReason = 'unsupported' | 'denied';

export interface VoiceSnapshot {
  state: VoiceState;
  /** 'You said:' */
  transcript: string;
  /** '{Name} is saying:' */
  reply: string;
  /** Set when speech recognition cannot be used: the child types instead. */
  typedReason: TypedReason | null;
  /** A reply could not be fetched; shown kindly, the child can simply try again. */
  replyFailed: boolean;
}

export interface RecognitionHandlers {
  onResult(text: string): void;
  /** `blocked` is true when the microphone was refused or is unavailable. */
  onError(blocked: boolean): void;
  onEnd(): void;
}

export interface Recognizer {
  start(handlers: RecognitionHandlers): void;
  abort(): void;
}

export interface Synthesizer {
  speak(text: string, onEnd: () => void): void;
  cancel(): void;
}

export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface VoiceMachineDeps {
  /** null when the browser has no speech recognition. */
  recognizer: Recognizer | null;
  /** null when the browser has no speech synthesis. */
  synthesizer: Synthesizer | null;
  clock: Clock;
  /** The character's reply, from the server. */
  getReply(text: string): Promise<string>;
  onChange(snapshot: VoiceSnapshot): void;
}

/** docs/product.md §9: auto re-listen 500 ms after speech ends; 3000 ms when speech synthesis is missing. */
export const relistenDelayMs = 500;
export const noSynthesisDelayMs = 3000;

export interface VoiceMachine {
  snapshot(): VoiceSnapshot;
  /** The mic/stop button: starts listening when idle, stops and resets while listening. */
  pressMic(): void;
  /** The typed fallback: what the child typed counts as a recognised result. */
  submitTyped(text: string): void;
  /** The end button (and leaving the screen): stop everything. */
  reset(): void;
}

/** Before the machine exists (a page the server drew, the moment before the browser's speech is set up). */
export const waitingSnapshot: VoiceSnapshot = {
  state: 'idle',
  transcript: '',
  reply: '',
  typedReason: null,
  replyFailed: false,
};

/**
 * The voice state machine of docs/product.md §4, free of browser APIs so every transition can be tested with fakes:
 * idle → listening (mic) → thinking (result) → speaking (reply) → listening again after the speech ends.
 */
export function createVoiceMachine(deps: VoiceMachineDeps): VoiceMachine {
  let current: VoiceSnapshot = { ...waitingSnapshot, typedReason: deps.recognizer ? null : 'unsupported' };
  // Bumped on every reset so late callbacks (a reply, a speech end, a timer) of an abandoned turn do nothing.
  let turn = 0;
  let timer: unknown = null;

  const update = (patch: Partial<VoiceSnapshot>) => {
    current = { ...current, ...patch };
    deps.onChange(current);
  };

  const clearTimer = () => {
    if (timer !== null) deps.clock.clearTimeout(timer);
    timer = null;
  };

  const later = (ms: number, callback: () => void) => {
    const myTurn = turn;
    clearTimer();
    timer = deps.clock.setTimeout(() => {
      timer = null;
      if (myTurn === turn) callback();
    }, ms);
  };

  function listen() {
    update({ state: 'listening', transcript: '', reply: '', replyFailed: false });
    if (current.typedReason || !deps.recognizer) return;
    const myTurn = turn;
    deps.recognizer.start({
      onResult: (text) => {
        if (myTurn === turn && current.state === 'listening') hear(text);
      },
      onError: (blocked) => {
        if (myTurn !== turn || current.state !== 'listening') return;
        update({ state: 'idle', ...(blocked ? { typedReason: 'denied' as const } : {}) });
      },
      onEnd: () => {
        if (myTurn === turn && current.state === 'listening') update({ state: 'idle' });
      },
    });
  }

  function hear(text: string) {
    const myTurn = turn;
    update({ state: 'thinking', transcript: text, reply: '' });
    deps.getReply(text).then(
      (reply) => {
        if (myTurn === turn) speak(reply);
      },
      () => {
        if (myTurn === turn) update({ state: 'idle', replyFailed: true });
      },
    );
  }

  function speak(reply: string) {
    const myTurn = turn;
    update({ state: 'speaking', reply });
    if (!deps.synthesizer) {
      later(noSynthesisDelayMs, listen);
      return;
    }
    deps.synthesizer.speak(reply, () => {
      if (myTurn === turn && current.state === 'speaking') later(relistenDelayMs, listen);
    });
  }

  function reset() {
    turn += 1;
    clearTimer();
    deps.recognizer?.abort();
    deps.synthesizer?.cancel();
    update({ state: 'idle', transcript: '', reply: '', replyFailed: false });
  }

  return {
    snapshot: () => current,
    pressMic() {
      if (current.state === 'idle') listen();
      else if (current.state === 'listening') reset();
    },
    submitTyped(text) {
      const trimmed = text.trim();
      if (!trimmed || !current.typedReason) return;
      if (current.state === 'idle' || current.state === 'listening') hear(trimmed);
    },
    reset,
  };
}
