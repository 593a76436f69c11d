// ffmpeg / ffprobe helpers shared by the narration build, the voice comparison and the content tests.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** Loudness every narration file is normalised to (EBU R128 integrated, the usual target for spoken podcasts). */
export const TARGET_LUFS = -16;

/** Codec, channels, sample rate and duration of an audio file, as ffprobe reads them. */
export async function probeAudio(path) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name,channels,sample_rate,bit_rate:format=duration',
    '-of',
    'json',
    path,
  ]);
  const info = JSON.parse(stdout);
  const stream = info.streams?.[0];
  const seconds = Number.parseFloat(info.format?.duration);
  if (!stream || !Number.isFinite(seconds) || seconds <= 0) throw new Error(`ffprobe found no audio in ${path}`);
  return {
    codec: stream.codec_name,
    channels: stream.channels,
    sampleRate: Number(stream.sample_rate),
    bitRate: Number(stream.bit_rate),
    durationMs: Math.round(seconds * 1000),
  };
}

/**
 * EBU R128 measurement of a whole file by ffmpeg's loudnorm filter (its JSON report, first pass only):
 * integrated loudness (LUFS), true peak (dBTP) and loudness range (LU). Also fails when the file does not
 * decode cleanly.
 */
export async function measureLoudness(path) {
  const { stderr } = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-xerror',
      '-i',
      path,
      '-af',
      `loudnorm=I=${TARGET_LUFS}:print_format=json`,
      '-f',
      'null',
      '-',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stderr.slice(stderr.lastIndexOf('{'), stderr.lastIndexOf('}') + 1));
  return {
    integratedLufs: Number.parseFloat(report.input_i),
    truePeakDb: Number.parseFloat(report.input_tp),
    rangeLu: Number.parseFloat(report.input_lra),
  };
}

/** Decode the start of an audio file to mono 16-bit samples at `sampleRate`. */
export async function decodeSamples(path, sampleRate, seconds) {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      path,
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
    { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
  );
  const samples = new Int16Array(Math.floor(stdout.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = stdout.readInt16LE(2 * i);
  return samples;
}

/**
 * The cheaper measurement the tests use: ffmpeg's ebur128 filter without true-peak oversampling gives the
 * integrated loudness (LUFS) and the sample peak (dBFS) from its summary, about ten times faster than
 * measureLoudness. Fails when the file does not decode cleanly.
 */
export async function measureLoudnessFast(path) {
  const { stderr } = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-nostats',
      '-xerror',
      '-i',
      path,
      '-af',
      'ebur128=peak=sample:framelog=verbose',
      '-f',
      'null',
      '-',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const value = (label) => Number.parseFloat(new RegExp(`${label}:\\s+(-?[\\d.]+|-inf)`).exec(summary)?.[1]);
  return { integratedLufs: value('I'), samplePeakDb: value('Peak') };
}
