#!/usr/bin/env node
// Measures the candidate narration voices on the same passages (the opening of lesson 1 and a dialogue
// passage of a book) and prints one Markdown table row per voice: sample rate, pace, clipping, loudness
// headroom and pitch movement. Decision record 106 quotes its output.
//
//   node content/scripts/compare-voices.mjs [--keep DIR]   (--keep writes each voice's passage as WAV)
//
// Needs the candidates and the measuring tools (Debian, non-free enabled as in install-tools.sh):
//   apt-get install -y rhvoice rhvoice-english espeak-ng libttspico-utils festival festvox-us-slt-hts flite \
//     ffmpeg praat

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { measureLoudness, run, TARGET_LUFS } from './audio.mjs';
import { CONTENT_DIR } from './narration.mjs';
import { sentenceSsml, synthesizeSsml } from './rhvoice.mjs';
import { splitSentences } from './split-sentences.mjs';
import { concatSamples, parseWav, trimSilence, wavBuffer } from './wav.mjs';

const PITCH_SCRIPT = fileURLToPath(new URL('./pitch-stats.praat', import.meta.url));
const PAUSE_MS = 250;

/** The first two paragraphs of lesson 1 and three dialogue paragraphs of The Tortoise and the Hare. */
function passage() {
  const pick = (file, from, to) =>
    readFileSync(join(CONTENT_DIR, file), 'utf8')
      .split(/\n[ \t]*\n/)
      .slice(from, to)
      .join('\n\n');
  const text = `${pick('lessons/lesson-1.txt', 0, 2)}\n\n${pick('books/aesops-fables/01.txt', 1, 4)}`;
  return splitSentences(text).map((s) => s.sentence);
}

/** Run a command that writes `${base}.wav` from `${base}.txt` and read the WAV back. */
async function viaTextFile(sentence, base, command, args) {
  await writeFile(`${base}.txt`, `${sentence}\n`, 'utf8');
  await run(command, args);
  const wav = parseWav(await readFile(`${base}.wav`));
  await rm(`${base}.txt`);
  await rm(`${base}.wav`);
  return wav;
}

const rhvoice = (voice) => ({
  name: `RHVoice ${voice}`,
  synth: (sentence, base) =>
    synthesizeSsml(sentenceSsml([{ text: sentence, quoted: false }]), { voice, rate: 100 }, base),
});

const CANDIDATES = [
  {
    name: 'espeak-ng en-us (before)',
    synth: (s, base) =>
      viaTextFile(s, base, 'espeak-ng', ['-v', 'en-us', '-s', '160', '-w', `${base}.wav`, '-f', `${base}.txt`]),
  },
  rhvoice('slt'),
  rhvoice('clb'),
  rhvoice('bdl'),
  rhvoice('alan'),
  {
    name: 'SVOX Pico en-US',
    synth: async (s, base) => {
      await run('pico2wave', ['-l', 'en-US', '-w', `${base}.wav`, s]);
      const wav = parseWav(await readFile(`${base}.wav`));
      await rm(`${base}.wav`);
      return wav;
    },
  },
  {
    name: 'Festival slt HTS',
    synth: (s, base) =>
      viaTextFile(s, base, 'text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', `${base}.txt`, '-o', `${base}.wav`]),
  },
  {
    name: 'flite slt',
    synth: (s, base) => viaTextFile(s, base, 'flite', ['-voice', 'slt', '-f', `${base}.txt`, '-o', `${base}.wav`]),
  },
];

async function pitchStats(wavPath) {
  const { stdout } = await run('praat', ['--run', PITCH_SCRIPT, wavPath]);
  const [meanHz, sdSemitones, rangeSemitones] = stdout.trim().split(/\s+/).map(Number);
  return { meanHz, sdSemitones, rangeSemitones };
}

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

async function measure(candidate, sentences, dir, keepDir) {
  const chunks = [];
  const pitch = [];
  let sampleRate = 0;
  let speechSamples = 0;
  let clipped = 0;
  let peak = 0;
  for (let i = 0; i < sentences.length; i++) {
    const wav = await candidate.synth(sentences[i], join(dir, `s${i}`));
    sampleRate = wav.sampleRate;
    const speech = trimSilence(wav.samples);
    for (const s of speech) {
      const a = Math.abs(s);
      if (a >= 32767) clipped++;
      if (a > peak) peak = a;
    }
    speechSamples += speech.length;
    const sentenceWav = join(dir, `p${i}.wav`);
    writeFileSync(sentenceWav, wavBuffer(sampleRate, speech));
    pitch.push(await pitchStats(sentenceWav));
    rmSync(sentenceWav);
    chunks.push(speech, new Int16Array(Math.round((PAUSE_MS * sampleRate) / 1000)));
  }
  const passageWav = join(keepDir ?? dir, `${candidate.name.replace(/\W+/g, '-')}.wav`);
  writeFileSync(passageWav, wavBuffer(sampleRate, concatSamples(chunks)));
  const loudness = await measureLoudness(passageWav);
  if (!keepDir) rmSync(passageWav);
  const words = sentences.join(' ').split(/\s+/).length;
  return {
    sampleRate,
    wpm: words / (speechSamples / sampleRate / 60),
    clipped,
    peakDb: 20 * Math.log10(peak / 32768),
    lufs: loudness.integratedLufs,
    // True peak once the passage is turned up or down to the target loudness.
    truePeakAtTarget: loudness.truePeakDb + (TARGET_LUFS - loudness.integratedLufs),
    meanHz: median(pitch.map((p) => p.meanHz)),
    sdSemitones: median(pitch.map((p) => p.sdSemitones)),
    rangeSemitones: median(pitch.map((p) => p.rangeSemitones)),
  };
}

async function main() {
  const keepDir = parseArgs({ options: { keep: { type: 'string' } } }).values.keep;
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  const sentences = passage();
  const dir = mkdtempSync(join(tmpdir(), 'kurio-voices-'));
  console.info(`${sentences.length} sentences; pitch figures are medians over sentences.\n`);
  console.info(
    '| voice | Hz | words/min (speech only) | clipped samples | peak dBFS | LUFS as made | true peak at −16 LUFS | mean F0 Hz | F0 SD st | F0 5–95 % st |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|---|');
  try {
    for (const c of CANDIDATES) {
      const m = await measure(c, sentences, dir, keepDir);
      console.info(
        `| ${c.name} | ${m.sampleRate} | ${m.wpm.toFixed(0)} | ${m.clipped} | ${m.peakDb.toFixed(1)} | ${m.lufs.toFixed(1)} | ` +
          `${m.truePeakAtTarget.toFixed(1)} | ${m.meanHz.toFixed(0)} | ${m.sdSemitones.toFixed(2)} | ${m.rangeSemitones.toFixed(1)} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`voice comparison failed: ${e.message}`);
  process.exit(1);
});
