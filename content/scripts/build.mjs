#!/usr/bin/env node
// Offline narration build: text -> espeak-ng (one WAV per sentence) -> one MP3
// per lesson / book episode, plus a JSON transcript with per-sentence start times.
//
//   node content/scripts/build.mjs [--only lessons|books] [--force]
//
// Needs espeak-ng, ffmpeg and ffprobe on PATH (Debian: apt-get install -y espeak-ng ffmpeg).

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

import { CONTENT_DIR, GENERATED_DIR, listItems, NARRATION, sourceHash } from './narration.mjs';
import { splitSentences } from './split-sentences.mjs';

const run = promisify(execFile);
const PARALLEL = 2;
const SILENCE_THRESHOLD = 64; // |sample| at or below this counts as silence (espeak pads with exact zeros)
const MP3_ARGS = [
  '-ac',
  '1',
  '-c:a',
  'libmp3lame',
  '-b:a',
  '32k',
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags:a',
  '+bitexact',
];

// ---------- CLI ----------

function parseArgs(argv) {
  const opts = { only: undefined, force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') opts.force = true;
    else if (a === '--only') opts.only = argv[++i];
    else if (a.startsWith('--only=')) opts.only = a.slice('--only='.length);
    else if (a === '-h' || a === '--help') {
      console.info('usage: node content/scripts/build.mjs [--only lessons|books] [--force]');
      process.exit(0);
    } else throw new Error(`unknown argument: ${a}`);
  }
  if (opts.only !== undefined && !(opts.only in NARRATION)) {
    throw new Error(`--only must be one of: ${Object.keys(NARRATION).join(', ')}`);
  }
  return opts;
}

// ---------- WAV ----------

/** Parse a 16-bit PCM mono WAV buffer -> { sampleRate, samples: Int16Array }. */
function parseWav(buf) {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let fmt = null;
  let off = 12;
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    let size = buf.readUInt32LE(off + 4);
    const body = off + 8;
    if (id === 'fmt ') {
      fmt = {
        format: buf.readUInt16LE(body),
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bits: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error('WAV data chunk before fmt chunk');
      if (fmt.format !== 1 || fmt.bits !== 16 || fmt.channels !== 1) {
        throw new Error(`unsupported WAV format (format ${fmt.format}, ${fmt.bits} bit, ${fmt.channels} channels)`);
      }
      // Streaming writers may leave a placeholder size: trust the file length then.
      if (size === 0 || size === 0xffffffff || body + size > buf.length) size = buf.length - body;
      const count = Math.floor(size / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = buf.readInt16LE(body + 2 * i);
      return { sampleRate: fmt.sampleRate, samples };
    }
    off = body + size + (size & 1);
  }
  throw new Error('WAV has no data chunk');
}

function wavHeader(sampleRate, sampleCount) {
  const h = Buffer.alloc(44);
  const dataBytes = sampleCount * 2;
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** Drop espeak's leading/trailing silence so each startMs lands on speech onset. */
function trimSilence(samples) {
  let a = 0;
  while (a < samples.length && Math.abs(samples[a]) <= SILENCE_THRESHOLD) a++;
  let b = samples.length;
  while (b > a && Math.abs(samples[b - 1]) <= SILENCE_THRESHOLD) b--;
  return samples.subarray(a, b);
}

// ---------- tools ----------

async function synthesize(text, { voice, speed }, dir, index) {
  const txt = join(dir, `s${index}.txt`);
  const wav = join(dir, `s${index}.wav`);
  await writeFile(txt, `${text}\n`, 'utf8'); // -f: text never parsed as an option
  await run('espeak-ng', ['-v', voice, '-s', String(speed), '-w', wav, '-f', txt]);
  const parsed = parseWav(await readFile(wav));
  await rm(txt);
  await rm(wav);
  return parsed;
}

async function encodeMp3(wavPath, mp3Path) {
  await run('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', wavPath, ...MP3_ARGS, mp3Path]);
}

async function probeDurationMs(mp3Path) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    mp3Path,
  ]);
  const seconds = Number.parseFloat(stdout.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`ffprobe gave no duration for ${mp3Path}`);
  return Math.round(seconds * 1000);
}

/**
 * Measure where the encoded MP3 places source sample 0, as a decoder that
 * honours the LAME gapless header (Chrome, Firefox and ffmpeg itself) plays it:
 * decode the first seconds and cross-correlate them with the source PCM around
 * the first speech onset. Returns the shift in samples (0 when the encoder
 * delay is fully compensated).
 */
async function measureEncoderOffset(mp3Path, pcm, sampleRate, onset) {
  const seconds = (onset + sampleRate) / sampleRate + 0.5;
  const { stdout } = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      mp3Path,
      '-t',
      seconds.toFixed(3),
      '-f',
      's16le',
      '-ac',
      '1',
      '-ar',
      String(sampleRate),
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const dec = new Int16Array(Math.floor(stdout.length / 2));
  for (let i = 0; i < dec.length; i++) dec[i] = stdout.readInt16LE(2 * i);
  const from = Math.max(0, onset - 256);
  const to = Math.min(pcm.length, onset + 4096);
  let best = 0;
  let bestScore = -Infinity;
  for (let lag = -2048; lag <= 2048; lag++) {
    let score = 0;
    for (let i = from; i < to; i++) {
      const j = i + lag;
      if (j >= 0 && j < dec.length) score += pcm[i] * dec[j];
    }
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  return best;
}

// ---------- one item ----------

async function buildItem(item, sourceBytes, hash, workRoot) {
  const settings = NARRATION[item.kind];
  const text = sourceBytes.toString('utf8');
  const sentences = splitSentences(text);
  if (sentences.length === 0) throw new Error(`${relative(CONTENT_DIR, item.sourcePath)} has no sentences`);

  const dir = mkdtempSync(join(workRoot, `${item.key.replace(/\//g, '_')}-`));
  try {
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
      const { sentence, isParagraphEnd } = sentences[i];
      const wav = await synthesize(sentence, settings, dir, i);
      if (!sampleRate) {
        sampleRate = wav.sampleRate;
        push(silence(settings.leadInMs));
      } else if (wav.sampleRate !== sampleRate) {
        throw new Error(`espeak-ng changed sample rate mid-item (${sampleRate} -> ${wav.sampleRate})`);
      }
      let speech = trimSilence(wav.samples);
      // Keep every sentence audible in time even if the synth produced nothing.
      if (speech.length === 0) speech = silence(100);
      starts.push(pos);
      push(speech);
      push(silence(isParagraphEnd ? settings.paragraphPauseMs : settings.sentencePauseMs));
    }

    const pcm = new Int16Array(pos);
    let o = 0;
    for (const c of chunks) {
      pcm.set(c, o);
      o += c.length;
    }
    const wavPath = join(dir, 'track.wav');
    await writeFile(
      wavPath,
      Buffer.concat([wavHeader(sampleRate, pcm.length), Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)]),
    );
    const mp3Tmp = join(dir, 'track.mp3');
    await encodeMp3(wavPath, mp3Tmp);
    await rm(wavPath);

    const offsetSamples = await measureEncoderOffset(mp3Tmp, pcm, sampleRate, starts[0]);
    if (Math.abs(offsetSamples) > 2000) throw new Error(`implausible encoder offset of ${offsetSamples} samples`);
    const durationMs = await probeDurationMs(mp3Tmp);
    const pcmMs = (pcm.length / sampleRate) * 1000;
    if (Math.abs(durationMs - pcmMs) > 200) {
      throw new Error(`MP3 duration ${durationMs} ms does not match the ${Math.round(pcmMs)} ms of audio encoded`);
    }

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

    // Publish: MP3 first, JSON last, each via a rename inside the output folder,
    // so a JSON with a matching hash always means a complete MP3 next to it.
    await mkdir(item.outDir, { recursive: true });
    const mp3Staged = `${item.mp3Path}.tmp-${process.pid}`;
    await copyFile(mp3Tmp, mp3Staged);
    await rename(mp3Staged, item.mp3Path);
    const json = `${JSON.stringify({ sourceHash: hash, durationMs, transcript }, null, 2)}\n`;
    const jsonStaged = `${item.jsonPath}.tmp-${process.pid}`;
    await writeFile(jsonStaged, json);
    await rename(jsonStaged, item.jsonPath);

    return { durationMs, sentences: transcript.length, offsetMs: (offsetSamples / sampleRate) * 1000 };
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

async function checkTools(opts) {
  for (const [tool, args] of [
    ['ffmpeg', ['-version']],
    ['ffprobe', ['-version']],
    ['espeak-ng', ['--version']],
  ]) {
    try {
      await run(tool, args);
    } catch {
      throw new Error(`${tool} not found. Install it with: apt-get install -y espeak-ng ffmpeg`);
    }
  }
  const probeDir = mkdtempSync(join(tmpdir(), 'kurio-voicecheck-'));
  try {
    for (const [kind, n] of Object.entries(NARRATION)) {
      if (opts.only && opts.only !== kind) continue;
      try {
        await run('espeak-ng', ['-v', n.voice, '-w', join(probeDir, 'v.wav'), 'test']);
      } catch (e) {
        throw new Error(
          `espeak-ng voice "${n.voice}" (for ${kind}) is not available: ${String(e.stderr ?? e.message).trim()}`,
        );
      }
    }
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const t0 = Date.now();
  await checkTools(opts);
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
      const item = items[idx];
      const started = Date.now();
      try {
        const bytes = await readFile(item.sourcePath);
        const hash = sourceHash(bytes, item.kind);
        const existing = opts.force ? null : await readExisting(item);
        if (existing && existing.json.sourceHash === hash) {
          results[idx] = { item, status: 'fresh', durationMs: existing.json.durationMs, size: existing.size };
          console.info(
            `${item.key.padEnd(26)} up to date  ${fmtDuration(existing.json.durationMs).padStart(7)}  ${(existing.size / 1024).toFixed(0).padStart(5)} KB`,
          );
          continue;
        }
        const r = await buildItem(item, bytes, hash, workRoot);
        const size = statSync(item.mp3Path).size;
        results[idx] = { item, status: 'built', durationMs: r.durationMs, size };
        console.info(
          `${item.key.padEnd(26)} built       ${fmtDuration(r.durationMs).padStart(7)}  ${(size / 1024).toFixed(0).padStart(5)} KB  ` +
            `${r.sentences} sentences  encoder offset ${r.offsetMs.toFixed(1)} ms  ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      } catch (e) {
        results[idx] = { item, status: 'failed', error: e };
        console.error(`${item.key.padEnd(26)} FAILED      ${e.message}`);
      }
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
