#!/usr/bin/env node
// Offline narration build: text -> RHVoice (one WAV per sentence) -> one loudness-normalised MP3 per lesson /
// book episode, plus a JSON transcript with per-sentence start times measured from the encoded audio.
//
//   node content/scripts/build.mjs [--only lessons|books] [--force]
//
// Needs RHVoice with its English voices and ffmpeg/ffprobe; when they are missing and the build runs as root it
// installs them with scripts/install-tools.sh (Debian, enabling the non-free component for the voices).

import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { decodeSamples, measureLoudness, probeAudio, run, TARGET_LUFS } from './audio.mjs';
import { dialogueSegments } from './dialogue.mjs';
import { CONTENT_DIR, GENERATED_DIR, listItems, MP3, NARRATION, sourceHash } from './narration.mjs';
import { sentenceSsml, synthesizeSsml } from './rhvoice.mjs';
import { splitSentences } from './split-sentences.mjs';
import { concatSamples, trimSilence, wavBuffer } from './wav.mjs';

const PARALLEL = 2;
const INSTALL_SCRIPT = fileURLToPath(new URL('./install-tools.sh', import.meta.url));
const VOICES_DIR = '/usr/share/RHVoice/voices'; // where Debian's rhvoice-english puts the voices
// Sample peak the limiter holds after the gain to TARGET_LUFS (-2 dBFS), leaving room for MP3 overshoot.
const LIMIT = 0.794;
const LOUDNESS_TOLERANCE_LU = 0.3;

// ---------- CLI ----------

function readOptions() {
  const { values: opts } = parseArgs({
    options: {
      only: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (opts.help) {
    console.info('usage: node content/scripts/build.mjs [--only lessons|books] [--force]');
    process.exit(0);
  }
  if (opts.only !== undefined && !(opts.only in NARRATION)) {
    throw new Error(`--only must be one of: ${Object.keys(NARRATION).join(', ')}`);
  }
  return opts;
}

// ---------- tools ----------

/** Gain to TARGET_LUFS, then a lookahead limiter whose delay ffmpeg compensates, then MP3. */
async function encodeMp3(wavPath, mp3Path, gainDb) {
  await run('ffmpeg', [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    wavPath,
    '-af',
    `volume=${gainDb.toFixed(2)}dB,alimiter=limit=${LIMIT}:level=false:latency=true`,
    '-ac',
    '1',
    '-ar',
    String(MP3.sampleRate),
    '-c:a',
    'libmp3lame',
    '-b:a',
    MP3.bitrate,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    mp3Path,
  ]);
}

/**
 * Encode at TARGET_LUFS: the limiter takes a little loudness off the peaks, so the gain is corrected by what
 * the MP3 measures until it lands within LOUDNESS_TOLERANCE_LU (one correction is usually enough).
 */
async function encodeAtTargetLoudness(wavPath, mp3Path) {
  let gainDb = TARGET_LUFS - (await measureLoudness(wavPath)).integratedLufs;
  for (let attempt = 0; attempt < 4; attempt++) {
    await encodeMp3(wavPath, mp3Path, gainDb);
    const loudness = await measureLoudness(mp3Path);
    const error = TARGET_LUFS - loudness.integratedLufs;
    if (Math.abs(error) <= LOUDNESS_TOLERANCE_LU) return loudness;
    gainDb += error;
  }
  throw new Error(`could not bring the MP3 within ${LOUDNESS_TOLERANCE_LU} LU of ${TARGET_LUFS} LUFS`);
}

/**
 * Measure where the encoded MP3 places source sample 0, as a decoder that honours the LAME gapless header
 * (Chrome, Firefox and ffmpeg itself) plays it: decode the first seconds and cross-correlate them with the
 * source PCM around the first speech onset. Returns the shift in samples (0 when the encoder delay and the
 * limiter's lookahead are fully compensated).
 */
async function measureEncoderOffset(mp3Path, pcm, sampleRate, onset) {
  const dec = await decodeSamples(mp3Path, sampleRate, (onset + sampleRate) / sampleRate + 0.5);
  const from = Math.max(0, onset - 256);
  const to = Math.min(pcm.length, onset + 4096);
  let best = 0;
  let bestScore = -Infinity;
  for (let lag = -2048; lag <= 2048; lag++) {
    // Normalised by the decoded window's energy: a raw dot product favours lags that reach into the louder
    // middle of the first word over the true alignment.
    let dot = 0;
    let energy = 0;
    for (let i = from; i < to; i++) {
      const j = i + lag;
      if (j >= 0 && j < dec.length) {
        dot += pcm[i] * dec[j];
        energy += dec[j] * dec[j];
      }
    }
    const score = energy > 0 ? dot / Math.sqrt(energy) : -Infinity;
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  return best;
}

/** Sentences grouped by paragraph, each split into narration and quoted-speech segments. */
function sentencesWithSegments(text) {
  const sentences = splitSentences(text);
  const out = [];
  let paragraph = [];
  for (const s of sentences) {
    paragraph.push(s);
    if (!s.isParagraphEnd) continue;
    const segments = dialogueSegments(paragraph.map((p) => p.sentence));
    paragraph.forEach((p, i) => {
      out.push({ ...p, segments: segments[i] });
    });
    paragraph = [];
  }
  return out;
}

// ---------- one item ----------

/**
 * Every sentence spoken by RHVoice, trimmed and joined with the item's pauses after a lead-in: the PCM, its sample
 * rate, and where each sentence starts in it.
 */
async function synthesizeTrack(sentences, settings, dir) {
  let sampleRate = 0;
  const chunks = [];
  let pos = 0;
  const push = (samples) => {
    chunks.push(samples);
    pos += samples.length;
  };
  const silence = (ms) => new Int16Array(Math.round((ms * sampleRate) / 1000));

  const starts = [];
  for (let i = 0; i < sentences.length; i++) {
    const { segments, isParagraphEnd } = sentences[i];
    const wav = await synthesizeSsml(sentenceSsml(segments, settings), settings, join(dir, `s${i}`));
    if (!sampleRate) {
      sampleRate = wav.sampleRate;
      push(silence(settings.leadInMs));
    } else if (wav.sampleRate !== sampleRate) {
      throw new Error(`RHVoice changed sample rate mid-item (${sampleRate} -> ${wav.sampleRate})`);
    }
    let speech = trimSilence(wav.samples);
    // Keep every sentence audible in time even if the synth produced nothing.
    if (speech.length === 0) speech = silence(100);
    starts.push(pos);
    push(speech);
    push(silence(isParagraphEnd ? settings.paragraphPauseMs : settings.sentencePauseMs));
  }
  return { pcm: concatSamples(chunks), sampleRate, starts };
}

/** Each sentence's start in the MP3 as played, checked to rise and to fall within the audio. */
function timedTranscript(sentences, starts, offsetSamples, sampleRate, durationMs) {
  const transcript = sentences.map((s, i) => ({
    sentence: s.sentence,
    startMs: Math.round(((starts[i] + offsetSamples) / sampleRate) * 1000),
    isParagraphEnd: s.isParagraphEnd,
  }));
  for (let i = 0; i < transcript.length; i++) {
    const t = transcript[i].startMs;
    if (i > 0 && t <= transcript[i - 1].startMs) throw new Error(`startMs not increasing at sentence ${i + 1}`);
    if (t >= durationMs) throw new Error(`startMs ${t} beyond duration ${durationMs}`);
  }
  return transcript;
}

/**
 * Publish: MP3 first, JSON last, each via a rename inside the output folder, so a JSON with a matching hash always
 * means a complete MP3 next to it.
 */
async function publish(item, mp3Tmp, json) {
  await mkdir(item.outDir, { recursive: true });
  const mp3Staged = `${item.mp3Path}.tmp-${process.pid}`;
  await copyFile(mp3Tmp, mp3Staged);
  await rename(mp3Staged, item.mp3Path);
  const jsonStaged = `${item.jsonPath}.tmp-${process.pid}`;
  await writeFile(jsonStaged, `${JSON.stringify(json, null, 2)}\n`);
  await rename(jsonStaged, item.jsonPath);
}

async function buildItem(item, sourceBytes, hash, workRoot) {
  const settings = NARRATION[item.kind];
  const sentences = sentencesWithSegments(sourceBytes.toString('utf8'));
  if (sentences.length === 0) throw new Error(`${relative(CONTENT_DIR, item.sourcePath)} has no sentences`);

  const dir = mkdtempSync(join(workRoot, `${item.key.replace(/\//g, '_')}-`));
  try {
    const { pcm, sampleRate, starts } = await synthesizeTrack(sentences, settings, dir);
    const wavPath = join(dir, 'track.wav');
    await writeFile(wavPath, wavBuffer(sampleRate, pcm));
    const mp3Tmp = join(dir, 'track.mp3');
    const loudness = await encodeAtTargetLoudness(wavPath, mp3Tmp);
    await rm(wavPath);

    const offsetSamples = await measureEncoderOffset(mp3Tmp, pcm, sampleRate, starts[0]);
    if (Math.abs(offsetSamples) > 2000) throw new Error(`implausible encoder offset of ${offsetSamples} samples`);
    const { durationMs } = await probeAudio(mp3Tmp);
    const pcmMs = (pcm.length / sampleRate) * 1000;
    if (Math.abs(durationMs - pcmMs) > 200) {
      throw new Error(`MP3 duration ${durationMs} ms does not match the ${Math.round(pcmMs)} ms of audio encoded`);
    }

    const transcript = timedTranscript(sentences, starts, offsetSamples, sampleRate, durationMs);
    await publish(item, mp3Tmp, { sourceHash: hash, durationMs, transcript });
    return {
      durationMs,
      sentences: transcript.length,
      offsetMs: (offsetSamples / sampleRate) * 1000,
      lufs: loudness.integratedLufs,
      truePeakDb: loudness.truePeakDb,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function readExisting(item) {
  try {
    const json = JSON.parse(await readFile(item.jsonPath, 'utf8'));
    const size = statSync(item.mp3Path).size;
    return size > 0 ? { json, size } : null;
  } catch {
    return null;
  }
}

// ---------- orphans ----------

/** Remove generated files for lessons/episodes that no longer exist. */
function pruneOrphans(items, only) {
  const keep = new Set(items.flatMap((i) => [i.mp3Path, i.jsonPath]));
  const removed = [];
  const pruneDir = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (/\.(mp3|json)$|\.tmp-\d+$/.test(name) && statSync(p).isFile() && !keep.has(p)) {
        rmSync(p);
        removed.push(relative(CONTENT_DIR, p));
      }
    }
  };
  if (!only || only === 'lessons') pruneDir(join(GENERATED_DIR, 'lessons'));
  if (!only || only === 'books') {
    const booksOut = join(GENERATED_DIR, 'books');
    if (existsSync(booksOut)) {
      for (const book of readdirSync(booksOut)) {
        const dir = join(booksOut, book);
        if (!statSync(dir).isDirectory()) continue;
        pruneDir(dir);
        if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
      }
    }
  }
  return removed;
}

// ---------- main ----------

function fmtDuration(ms) {
  const s = ms / 1000;
  return `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;
}

/** For a lesson, how its duration compares with the one the course lists. */
function listed(item, durationMs) {
  if (!item.listedMs) return '';
  return `  listed ${fmtDuration(item.listedMs)} (${(((durationMs - item.listedMs) / item.listedMs) * 100).toFixed(1)} %)`;
}

async function missingTools(opts) {
  const missing = [];
  for (const [tool, args] of [
    ['ffmpeg', ['-version']],
    ['ffprobe', ['-version']],
    ['RHVoice-test', ['--version']],
  ]) {
    try {
      await run(tool, args);
    } catch {
      missing.push(tool);
    }
  }
  // RHVoice falls back to another voice without an error, so look for the voices' files.
  for (const [kind, n] of Object.entries(NARRATION)) {
    if (opts.only && opts.only !== kind) continue;
    for (const voice of [n.voice, n.dialogueVoice].filter(Boolean)) {
      if (!existsSync(join(VOICES_DIR, voice, 'voice.info'))) missing.push(`RHVoice voice ${voice}`);
    }
  }
  return [...new Set(missing)];
}

async function ensureTools(opts) {
  const missing = await missingTools(opts);
  if (missing.length === 0) return;
  const hint = `install them with: bash ${relative(process.cwd(), INSTALL_SCRIPT)} (as root, on Debian)`;
  if (process.getuid?.() !== 0) throw new Error(`missing ${missing.join(', ')}; ${hint}`);
  console.info(`installing ${missing.join(', ')} with ${relative(process.cwd(), INSTALL_SCRIPT)} …`);
  await run('bash', [INSTALL_SCRIPT]);
  const still = await missingTools(opts);
  if (still.length) throw new Error(`still missing after install: ${still.join(', ')}`);
}

/** One item: kept when its source is unchanged (unless forced), else built; a line says which, and a failure why. */
async function buildOrKeep(item, opts, workRoot) {
  const started = Date.now();
  try {
    const bytes = await readFile(item.sourcePath);
    const hash = sourceHash(bytes, item.kind);
    const existing = opts.force ? null : await readExisting(item);
    if (existing && existing.json.sourceHash === hash) {
      console.info(
        `${item.key.padEnd(26)} up to date  ${fmtDuration(existing.json.durationMs).padStart(7)}  ${(existing.size / 1024).toFixed(0).padStart(5)} KB`,
      );
      return { item, status: 'fresh', durationMs: existing.json.durationMs, size: existing.size };
    }
    const r = await buildItem(item, bytes, hash, workRoot);
    const size = statSync(item.mp3Path).size;
    console.info(
      `${item.key.padEnd(26)} built       ${fmtDuration(r.durationMs).padStart(7)}  ${(size / 1024).toFixed(0).padStart(5)} KB  ` +
        `${r.sentences} sentences  ${r.lufs.toFixed(1)} LUFS  true peak ${r.truePeakDb.toFixed(1)} dBTP  ` +
        `offset ${r.offsetMs.toFixed(1)} ms${listed(item, r.durationMs)}  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { item, status: 'built', durationMs: r.durationMs, size };
  } catch (e) {
    console.error(`${item.key.padEnd(26)} FAILED      ${e.message}`);
    return { item, status: 'failed', error: e };
  }
}

async function main() {
  const opts = readOptions();
  const t0 = Date.now();
  await ensureTools(opts);
  const items = listItems({ only: opts.only });

  const workRoot = mkdtempSync(join(tmpdir(), 'kurio-narration-'));
  const cleanup = () => rmSync(workRoot, { recursive: true, force: true });
  const onSignal = (sig) => {
    cleanup();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const idx = next++;
      results[idx] = await buildOrKeep(items[idx], opts, workRoot);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  } finally {
    cleanup();
  }

  const failed = results.filter((r) => r.status === 'failed');
  if (failed.length === 0) {
    for (const p of pruneOrphans(items, opts.only)) console.info(`removed orphan ${p}`);
  }
  const ok = results.filter((r) => r.status !== 'failed');
  const totalMs = ok.reduce((a, r) => a + r.durationMs, 0);
  const totalBytes = ok.reduce((a, r) => a + r.size, 0);
  const built = ok.filter((r) => r.status === 'built').length;
  console.info(
    `total: ${items.length} items (${built} built, ${ok.length - built} up to date, ${failed.length} failed), ` +
      `${(totalMs / 60000).toFixed(1)} min of audio, ${(totalBytes / 1e6).toFixed(2)} MB, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (failed.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(`content build failed: ${e.message}`);
  process.exit(1);
});
