// Every narration file as a listener's player gets it: it decodes, is mono MP3 at the build's rate, sits at
// the normalised loudness, lessons last about as long as the course lists, and the transcript's sentence
// times fall inside the audio. Needs ffmpeg and ffprobe (Debian: apt-get install -y ffmpeg).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { measureLoudnessFast, probeAudio, TARGET_LUFS } from '../scripts/audio.mjs';
import { listItems, MP3 } from '../scripts/narration.mjs';

const LOUDNESS_RANGE_LU = 1.5;
const LISTED_DURATION_TOLERANCE = 0.1;

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
    });
  }

  it('every lesson has a listed duration to be checked against', () => {
    const lessons = listItems({ only: 'lessons' });
    expect(lessons.filter((l) => Number.isInteger(l.listedMs)).length).toBe(lessons.length);
  });
});
