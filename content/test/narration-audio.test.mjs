// Every narration file as a listener's player gets it: it decodes, is mono MP3 at the build's rate, sits at
// the normalised loudness, lessons last about as long as the course lists, and the transcript's sentence
// times fall inside the audio. Needs ffmpeg and ffprobe (Debian: apt-get install -y ffmpeg).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { decodeSamples, measureLoudnessFast, probeAudio, TARGET_LUFS } from '../scripts/audio.mjs';
import { listItems, MP3 } from '../scripts/narration.mjs';

const LOUDNESS_RANGE_LU = 1.5;
const LISTED_DURATION_TOLERANCE = 0.1;
const QUIET = 1000; // about -30 dBFS: the pause before a sentence, MP3 noise included
const SPOKEN = 3300; // about -20 dBFS: a sentence's first syllable reaches it

/** Largest |sample| between two times (ms). */
function peakBetween(samples, sampleRate, fromMs, toMs) {
  let peak = 0;
  const end = Math.min(samples.length, Math.round((toMs * sampleRate) / 1000));
  for (let i = Math.max(0, Math.round((fromMs * sampleRate) / 1000)); i < end; i++) {
    peak = Math.max(peak, Math.abs(samples[i]));
  }
  return peak;
}

describe('narration audio', () => {
  for (const item of listItems()) {
    it(`${item.key} decodes at ${TARGET_LUFS} ± ${LOUDNESS_RANGE_LU} LUFS with timings inside it`, async () => {
      const audio = await probeAudio(item.mp3Path);
      expect(audio).toMatchObject({ codec: 'mp3', channels: 1, sampleRate: MP3.sampleRate });

      const { integratedLufs, samplePeakDb } = await measureLoudnessFast(item.mp3Path);
      expect(Math.abs(integratedLufs - TARGET_LUFS)).toBeLessThanOrEqual(LOUDNESS_RANGE_LU);
      expect(samplePeakDb).toBeLessThan(-1); // no clipping, and the limiter's headroom survived encoding

      const { durationMs, transcript } = JSON.parse(readFileSync(item.jsonPath, 'utf8'));
      expect(Math.abs(durationMs - audio.durationMs)).toBeLessThanOrEqual(50);
      if (item.listedMs) {
        expect(Math.abs(audio.durationMs - item.listedMs) / item.listedMs).toBeLessThanOrEqual(
          LISTED_DURATION_TOLERANCE,
        );
      }
      const starts = transcript.map((t) => t.startMs);
      expect(starts.every((ms, i) => ms >= 0 && ms < audio.durationMs && (i === 0 || ms > starts[i - 1]))).toBe(true);

      // Each sentence starts where the player hears it start: quiet just before, sound within a few ms, and a
      // spoken syllable soon after (what keeps the transcript highlight in step with the voice).
      const pcm = await decodeSamples(item.mp3Path, audio.sampleRate, audio.durationMs / 1000 + 1);
      const late = starts.filter((ms) => peakBetween(pcm, audio.sampleRate, ms - 200, ms - 30) >= QUIET);
      const early = starts.filter((ms) => peakBetween(pcm, audio.sampleRate, ms - 15, ms + 25) < QUIET / 2);
      const silent = starts.filter((ms) => peakBetween(pcm, audio.sampleRate, ms, ms + 400) < SPOKEN);
      expect({ late, early, silent }).toEqual({ late: [], early: [], silent: [] });
    }, 60_000);
  }

  it('every lesson has a listed duration to be checked against', () => {
    const lessons = listItems({ only: 'lessons' });
    expect(lessons.filter((l) => Number.isInteger(l.listedMs)).length).toBe(lessons.length);
  });
});
