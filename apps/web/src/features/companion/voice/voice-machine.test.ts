import { beforeEach, describe, expect, it } from 'vitest';
import {
  createVoiceMachine,
  noSynthesisDelayMs,
  type RecognitionHandlers,
  relistenDelayMs,
  type VoiceMachine,
  type VoiceSnapshot,
} from './voice-machine';

/** A clock whose time only moves when the test says so. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback: () => void, ms: number) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle: unknown) {
      timers.delete(handle as number);
    },
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
    pending: () => timers.size,
  };
}

function fakeRecognizer() {
  const calls = { starts: 0, aborts: 0 };
  let handlers: RecognitionHandlers | null = null;
  return {
    calls,
    recognizer: {
      start(h: RecognitionHandlers) {
        calls.starts += 1;
        handlers = h;
      },
      abort() {
        calls.aborts += 1;
      },
    },
    result: (text: string) => handlers!.onResult(text),
    error: (blocked = false) => handlers!.onError(blocked),
    end: () => handlers!.onEnd(),
  };
}

function fakeSynthesizer() {
  const spoken: string[] = [];
  let finish: (() => void) | null = null;
  const calls = { cancels: 0 };
  return {
    spoken,
    calls,
    synthesizer: {
      speak(text: string, onEnd: () => void) {
        spoken.push(text);
        finish = onEnd;
      },
      cancel() {
        calls.cancels += 1;
      },
    },
    finish: () => finish!(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let clock: ReturnType<typeof fakeClock>;
let rec: ReturnType<typeof fakeRecognizer>;
let synth: ReturnType<typeof fakeSynthesizer>;
let replies: { text: string; resolve: (reply: string) => void; reject: (error: Error) => void }[];
let states: VoiceSnapshot['state'][];

function build(options: { recognition?: boolean; synthesis?: boolean } = {}): VoiceMachine {
  return createVoiceMachine({
    recognizer: options.recognition === false ? null : rec.recognizer,
    synthesizer: options.synthesis === false ? null : synth.synthesizer,
    clock,
    getReply: (text) => new Promise((resolve, reject) => replies.push({ text, resolve, reject })),
    onChange: (snapshot) => states.push(snapshot.state),
  });
}

beforeEach(() => {
  clock = fakeClock();
  rec = fakeRecognizer();
  synth = fakeSynthesizer();
  replies = [];
  states = [];
});

describe('voice state machine (docs/product.md §4)', () => {
  it('starts idle with empty boxes', () => {
    expect(build().snapshot()).toEqual({
      state: 'idle',
      transcript: '',
      reply: '',
      typedReason: null,
      replyFailed: false,
    });
  });

  it('runs a full turn: listening → thinking → speaking → listening again 500 ms after the speech ends', async () => {
    const machine = build();
    machine.pressMic();
    expect(machine.snapshot().state).toBe('listening');
    expect(rec.calls.starts).toBe(1);

    rec.result('Do tigers swim?');
    expect(machine.snapshot()).toMatchObject({ state: 'thinking', transcript: 'Do tigers swim?' });
    expect(replies.map((r) => r.text)).toEqual(['Do tigers swim?']);

    replies[0]!.resolve('Yes, tigers love water!');
    await flush();
    expect(machine.snapshot()).toMatchObject({ state: 'speaking', reply: 'Yes, tigers love water!' });
    expect(synth.spoken).toEqual(['Yes, tigers love water!']);

    synth.finish();
    clock.advance(relistenDelayMs - 1);
    expect(machine.snapshot().state).toBe('speaking');
    expect(rec.calls.starts).toBe(1);
    clock.advance(1);
    expect(machine.snapshot()).toMatchObject({ state: 'listening', transcript: '', reply: '' });
    expect(rec.calls.starts).toBe(2);
    expect(states).toEqual(['listening', 'thinking', 'speaking', 'listening']);
  });

  it('clears both boxes when listening starts', async () => {
    const machine = build();
    machine.pressMic();
    rec.result('hello');
    replies[0]!.resolve('hi there');
    await flush();
    machine.reset();
    machine.pressMic();
    expect(machine.snapshot()).toMatchObject({ state: 'listening', transcript: '', reply: '' });
  });

  it('goes back to idle on a recognition error or end while listening', () => {
    const machine = build();
    machine.pressMic();
    rec.error();
    expect(machine.snapshot()).toMatchObject({ state: 'idle', typedReason: null });
    machine.pressMic();
    rec.end();
    expect(machine.snapshot().state).toBe('idle');
  });

  it('ignores the end event that follows a result', () => {
    const machine = build();
    machine.pressMic();
    rec.result('hello');
    rec.end();
    expect(machine.snapshot().state).toBe('thinking');
  });

  it('stop while listening resets to idle, clears text and cancels speech', () => {
    const machine = build();
    machine.pressMic();
    machine.pressMic();
    expect(machine.snapshot()).toMatchObject({ state: 'idle', transcript: '', reply: '' });
    expect(rec.calls.aborts).toBe(1);
    expect(synth.calls.cancels).toBe(1);
  });

  it('ignores the mic while thinking or speaking (the button is disabled then)', async () => {
    const machine = build();
    machine.pressMic();
    rec.result('hello');
    machine.pressMic();
    expect(machine.snapshot().state).toBe('thinking');
    replies[0]!.resolve('hi');
    await flush();
    machine.pressMic();
    expect(machine.snapshot().state).toBe('speaking');
  });

  it('the end button stops everything: a late reply, speech end or timer changes nothing', async () => {
    const machine = build();
    machine.pressMic();
    rec.result('hello');
    machine.reset();
    expect(machine.snapshot()).toMatchObject({ state: 'idle', transcript: '', reply: '' });
    replies[0]!.resolve('too late');
    await flush();
    expect(machine.snapshot().state).toBe('idle');
    expect(synth.spoken).toEqual([]);

    machine.pressMic();
    rec.result('again');
    replies[1]!.resolve('speaking now');
    await flush();
    synth.finish();
    machine.reset();
    clock.advance(relistenDelayMs * 2);
    expect(machine.snapshot().state).toBe('idle');
    expect(rec.calls.starts).toBe(2);
    expect(clock.pending()).toBe(0);
  });

  it('without speech synthesis, shows the reply and listens again after 3 s', async () => {
    const machine = build({ synthesis: false });
    machine.pressMic();
    rec.result('hello');
    replies[0]!.resolve('Hello friend!');
    await flush();
    expect(machine.snapshot()).toMatchObject({ state: 'speaking', reply: 'Hello friend!' });
    clock.advance(noSynthesisDelayMs - 1);
    expect(machine.snapshot().state).toBe('speaking');
    clock.advance(1);
    expect(machine.snapshot().state).toBe('listening');
    expect(rec.calls.starts).toBe(2);
  });

  it('goes idle and says so when the reply fails', async () => {
    const machine = build();
    machine.pressMic();
    rec.result('hello');
    replies[0]!.reject(new Error('offline'));
    await flush();
    expect(machine.snapshot()).toMatchObject({ state: 'idle', replyFailed: true, transcript: 'hello' });
    machine.pressMic();
    expect(machine.snapshot().replyFailed).toBe(false);
  });

  it('switches to typing when the microphone is refused', () => {
    const machine = build();
    machine.pressMic();
    rec.error(true);
    expect(machine.snapshot()).toMatchObject({ state: 'idle', typedReason: 'denied' });
    machine.submitTyped('  Can we play?  ');
    expect(machine.snapshot()).toMatchObject({ state: 'thinking', transcript: 'Can we play?' });
  });

  it('without speech recognition, typed words are the results and the loop still runs', async () => {
    const machine = build({ recognition: false });
    expect(machine.snapshot().typedReason).toBe('unsupported');
    machine.submitTyped('   ');
    expect(machine.snapshot().state).toBe('idle');
    machine.submitTyped('Tell me a riddle');
    expect(machine.snapshot().state).toBe('thinking');
    replies[0]!.resolve('What has keys but cannot open locks?');
    await flush();
    synth.finish();
    clock.advance(relistenDelayMs);
    expect(machine.snapshot()).toMatchObject({ state: 'listening', transcript: '', reply: '' });
    machine.submitTyped('A piano!');
    expect(replies.map((r) => r.text)).toEqual(['Tell me a riddle', 'A piano!']);
  });

  it('refuses typing while voice works', () => {
    const machine = build();
    machine.submitTyped('hello');
    expect(machine.snapshot().state).toBe('idle');
    expect(replies).toEqual([]);
  });
});
