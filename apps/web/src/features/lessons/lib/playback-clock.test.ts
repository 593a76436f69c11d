import { describe, expect, it, vi } from 'vitest';
import { createPlaybackClock } from './playback-clock';

describe('createPlaybackClock', () => {
  it('tells its readers of a playing time only once it has moved a tenth of a second', () => {
    const clock = createPlaybackClock(0);
    const reader = vi.fn();
    clock.subscribe(reader);
    clock.tick(0.05);
    expect(reader).not.toHaveBeenCalled();
    expect(clock.get()).toBe(0);
    clock.tick(0.12);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(clock.get()).toBe(0.12);
  });

  it('shows a seek exactly, however small, and stops telling a reader that left', () => {
    const clock = createPlaybackClock(10);
    const reader = vi.fn();
    const leave = clock.subscribe(reader);
    clock.set(10.02);
    expect(clock.get()).toBe(10.02);
    expect(reader).toHaveBeenCalledTimes(1);
    leave();
    clock.set(20);
    expect(reader).toHaveBeenCalledTimes(1);
  });

  it('says whether its time comes from playing, so a reader can show it coarser then', () => {
    const clock = createPlaybackClock(3);
    const reader = vi.fn();
    clock.subscribe(reader);
    expect(clock.moving()).toBe(false);
    clock.tick(3.5);
    expect(clock.moving()).toBe(true);
    clock.set(3.5);
    expect(clock.moving()).toBe(false);
    expect(reader).toHaveBeenCalledTimes(2);
  });
});
