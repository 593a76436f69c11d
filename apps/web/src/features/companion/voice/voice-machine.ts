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
class TurnTakingVoice implements VoiceMachine {
  private current: VoiceSnapshot;
  // Bumped on every reset so late callbacks (a reply, a speech end, a timer) of an abandoned turn do nothing.
  private turn = 0;
  private timer: unknown = null;

  constructor(private readonly deps: VoiceMachineDeps) {
    this.current = { ...waitingSnapshot, typedReason: deps.recognizer ? null : 'unsupported' };
  }

  snapshot() {
    return this.current;
  }

  pressMic() {
    if (this.current.state === 'idle') this.listen();
    else if (this.current.state === 'listening') this.reset();
  }

  submitTyped(text: string) {
    const trimmed = text.trim();
    if (!trimmed || !this.current.typedReason) return;
    if (this.current.state === 'idle' || this.current.state === 'listening') this.hear(trimmed);
  }

  reset() {
    this.turn += 1;
    this.clearTimer();
    this.deps.recognizer?.abort();
    this.deps.synthesizer?.cancel();
    this.update({ state: 'idle', transcript: '', reply: '', replyFailed: false });
  }

  private update(patch: Partial<VoiceSnapshot>) {
    this.current = { ...this.current, ...patch };
    this.deps.onChange(this.current);
  }

  private clearTimer() {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private later(ms: number, callback: () => void) {
    const myTurn = this.turn;
    this.clearTimer();
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      if (myTurn === this.turn) callback();
    }, ms);
  }

  private listen() {
    this.update({ state: 'listening', transcript: '', reply: '', replyFailed: false });
    if (this.current.typedReason || !this.deps.recognizer) return;
    const myTurn = this.turn;
    const listening = () => myTurn === this.turn && this.current.state === 'listening';
    this.deps.recognizer.start({
      onResult: (text) => {
        if (listening()) this.hear(text);
      },
      onError: (blocked) => {
        if (!listening()) return;
        this.update({ state: 'idle', ...(blocked ? { typedReason: 'denied' as const } : {}) });
      },
      onEnd: () => {
        if (listening()) this.update({ state: 'idle' });
      },
    });
  }

  private hear(text: string) {
    const myTurn = this.turn;
    this.update({ state: 'thinking', transcript: text, reply: '' });
    this.deps.getReply(text).then(
      (reply) => {
        if (myTurn === this.turn) this.speak(reply);
      },
      () => {
        if (myTurn === this.turn) this.update({ state: 'idle', replyFailed: true });
      },
    );
  }

  private speak(reply: string) {
    const myTurn = this.turn;
    this.update({ state: 'speaking', reply });
    if (!this.deps.synthesizer) {
      this.later(noSynthesisDelayMs, () => this.listen());
      return;
    }
    this.deps.synthesizer.speak(reply, () => {
      if (myTurn === this.turn && this.current.state === 'speaking') this.later(relistenDelayMs, () => this.listen());
    });
  }
}

export const createVoiceMachine = (deps: VoiceMachineDeps): VoiceMachine => new TurnTakingVoice(deps);
