import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpeechPlayer, useSpeechVoices } from './use-speech-player';

/** An utterance as the fake synthesizer sees it. */
class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  onstart: (() => void) | null = null;
  onboundary: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/**
 * A speechSynthesis that speaks nothing: the test says when the current utterance starts and ends; cancel()
 * errors the pending ones with 'interrupted', as browsers do.
 */
class FakeSynth extends EventTarget {
  queue: FakeUtterance[] = [];
  spoken: FakeUtterance[] = [];
  voices: SpeechSynthesisVoice[] = [];
  speak(utterance: FakeUtterance) {
    this.queue.push(utterance);
    this.spoken.push(utterance);
  }
  cancel() {
    const dropped = this.queue;
    this.queue = [];
    for (const utterance of dropped) utterance.onerror?.({ error: 'interrupted' });
  }
  getVoices() {
    return this.voices;
  }
  /** The head of the queue starts, then ends (which lets the player queue the next one). */
  finishCurrent() {
    const utterance = this.queue.shift()!;
    utterance.onstart?.();
    utterance.onend?.();
  }
  startCurrent() {
    this.queue[0]!.onstart?.();
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
  renderHook((props) => useSpeechPlayer({ sentences, synth: synth as unknown as SpeechSynthesis, ...props }), {
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
    act(() => synth.queue[0]!.onerror?.({ error: 'synthesis-failed' }));
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
    const { result } = renderHook(() => useSpeechVoices(synth as unknown as SpeechSynthesis));
    expect(result.current).toEqual([]);
    const voice = { name: 'Ada', lang: 'en-GB', voiceURI: 'ada' } as SpeechSynthesisVoice;
    synth.voices = [voice];
    act(() => {
      synth.dispatchEvent(new Event('voiceschanged'));
    });
    expect(result.current).toEqual([voice]);
  });
});
