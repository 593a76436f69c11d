import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpeechPlayer, useSpeechVoices } from './use-speech-player';

/** Stands in for the browser's SpeechSynthesisUtterance (jsdom has none): the player sets its handlers. */
class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  onstart = null;
  onboundary = null;
  onend = null;
  onerror = null;
  constructor(readonly text: string) {}
}

/** The events a browser hands an utterance's handlers. */
class FakeSpeechEvent extends Event implements SpeechSynthesisEvent {
  readonly charIndex = 0;
  readonly charLength = 0;
  readonly elapsedTime = 0;
  readonly name = '';
  constructor(
    type: string,
    readonly utterance: SpeechSynthesisUtterance,
  ) {
    super(type);
  }
}
class FakeSpeechErrorEvent extends FakeSpeechEvent implements SpeechSynthesisErrorEvent {
  constructor(
    utterance: SpeechSynthesisUtterance,
    readonly error: SpeechSynthesisErrorCode,
  ) {
    super('error', utterance);
  }
}
const fire = (utterance: SpeechSynthesisUtterance, type: 'start' | 'end') =>
  (type === 'start' ? utterance.onstart : utterance.onend)?.call(utterance, new FakeSpeechEvent(type, utterance));
const fail = (utterance: SpeechSynthesisUtterance, error: SpeechSynthesisErrorCode) =>
  utterance.onerror?.call(utterance, new FakeSpeechErrorEvent(utterance, error));

/**
 * A speechSynthesis that speaks nothing: the test says when the current utterance starts and ends; cancel()
 * errors the pending ones with 'interrupted', as browsers do.
 */
class FakeSynth extends EventTarget {
  queue: SpeechSynthesisUtterance[] = [];
  spoken: SpeechSynthesisUtterance[] = [];
  voices: SpeechSynthesisVoice[] = [];
  speak(utterance: SpeechSynthesisUtterance) {
    this.queue.push(utterance);
    this.spoken.push(utterance);
  }
  cancel() {
    const dropped = this.queue;
    this.queue = [];
    for (const utterance of dropped) fail(utterance, 'interrupted');
  }
  getVoices() {
    return this.voices;
  }
  /** The head of the queue starts, then ends (which lets the player queue the next one). */
  finishCurrent() {
    const utterance = this.queue.shift()!;
    fire(utterance, 'start');
    fire(utterance, 'end');
  }
  startCurrent() {
    fire(this.queue[0]!, 'start');
  }
  get texts() {
    return this.spoken.map((utterance) => utterance.text);
  }
}

const sentences = ['One.', 'Two.', 'Three.'];
let synth: FakeSynth;
beforeEach(() => {
  synth = new FakeSynth();
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => vi.unstubAllGlobals());

const renderPlayer = (options: { voice?: SpeechSynthesisVoice | null; rate?: number } = {}) =>
  renderHook((props) => useSpeechPlayer({ sentences, synth, ...props }), {
    initialProps: { voice: options.voice ?? null, rate: options.rate ?? 1 },
  });

describe('useSpeechPlayer', () => {
  it('reads sentence after sentence, the highlight following each start, and stops after the last', () => {
    const { result } = renderPlayer({ rate: 1.5 });
    act(() => result.current.play());
    expect(result.current.playing).toBe(true);
    expect(synth.texts).toEqual(['One.']);
    expect(synth.spoken[0]!.rate).toBe(1.5);
    act(() => synth.finishCurrent());
    act(() => synth.startCurrent());
    expect(result.current.index).toBe(1);
    act(() => synth.finishCurrent());
    act(() => synth.finishCurrent());
    expect(synth.texts).toEqual(['One.', 'Two.', 'Three.']);
    expect(result.current.index).toBe(2);
    expect(result.current.playing).toBe(false);
    // Playing again after the end starts over.
    act(() => result.current.play());
    expect(synth.texts.at(-1)).toBe('One.');
    expect(result.current.index).toBe(0);
  });

  it('pauses by cancelling, and resumes at the start of the sentence it was reading', () => {
    const { result } = renderPlayer();
    act(() => result.current.play());
    act(() => synth.finishCurrent());
    act(() => synth.startCurrent());
    act(() => result.current.pause());
    expect(result.current.playing).toBe(false);
    expect(synth.queue).toEqual([]);
    expect(result.current.failed).toBe(false);
    act(() => result.current.play());
    expect(synth.texts).toEqual(['One.', 'Two.', 'Two.']);
    expect(result.current.playing).toBe(true);
  });

  it('skips to the next and previous sentence, speaking at once while playing and only moving while paused', () => {
    const { result } = renderPlayer();
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(synth.texts).toEqual([]);
    act(() => result.current.play());
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    act(() => result.current.previous());
    expect(synth.texts).toEqual(['Two.', 'Three.', 'Three.', 'Two.']);
    // The skipped-over utterances were cancelled: their end does not move the reading on.
    expect(synth.queue.map((utterance) => utterance.text)).toEqual(['Two.']);
    act(() => synth.finishCurrent());
    expect(synth.texts.at(-1)).toBe('Three.');
    act(() => synth.startCurrent());
    expect(result.current.index).toBe(2);
  });

  it('reads the current sentence again with a newly chosen voice or rate', () => {
    const voice = { name: 'Ada', lang: 'en-GB', voiceURI: 'ada' } as SpeechSynthesisVoice;
    const { result, rerender } = renderPlayer();
    act(() => result.current.play());
    act(() => rerender({ voice, rate: 2 }));
    const last = synth.spoken.at(-1)!;
    expect([last.text, last.voice, last.lang, last.rate]).toEqual(['One.', voice, 'en-GB', 2]);
  });

  it('stops and says so when the synthesizer fails', () => {
    const { result } = renderPlayer();
    act(() => result.current.play());
    act(() => fail(synth.queue[0]!, 'synthesis-failed'));
    expect(result.current.playing).toBe(false);
    expect(result.current.failed).toBe(true);
  });

  it('stops speaking when the page goes away', () => {
    const { result, unmount } = renderPlayer();
    act(() => result.current.play());
    unmount();
    expect(synth.queue).toEqual([]);
  });
});

describe('useSpeechVoices', () => {
  it('lists the voices once the browser announces them', () => {
    const { result } = renderHook(() => useSpeechVoices(synth));
    expect(result.current).toEqual([]);
    const voice = { name: 'Ada', lang: 'en-GB', voiceURI: 'ada' } as SpeechSynthesisVoice;
    synth.voices = [voice];
    act(() => {
      synth.dispatchEvent(new Event('voiceschanged'));
    });
    expect(result.current).toEqual([voice]);
  });
});
