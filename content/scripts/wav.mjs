// 16-bit mono PCM WAV in and out, and speech trimming, for the narration build and the voice comparison.

// |sample| at or below this (about -40 dBFS) counts as silence: low enough to keep soft consonants, high enough
// to drop the faint breath and vocoder noise some voices leave around an utterance.
const SILENCE_THRESHOLD = 328;

/** Parse a 16-bit PCM mono WAV buffer -> { sampleRate, samples: Int16Array }. */
export function parseWav(buf) {
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

/** A complete 16-bit mono WAV file holding `samples`. */
export function wavBuffer(sampleRate, samples) {
  const h = Buffer.alloc(44);
  const dataBytes = samples.length * 2;
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
  return Buffer.concat([h, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** Drop the synthesizer's leading and trailing silence so each sentence's start lands on its speech onset. */
export function trimSilence(samples) {
  let a = 0;
  while (a < samples.length && Math.abs(samples[a]) <= SILENCE_THRESHOLD) a++;
  let b = samples.length;
  while (b > a && Math.abs(samples[b - 1]) <= SILENCE_THRESHOLD) b--;
  return samples.subarray(a, b);
}

/** Join chunks of samples into one array. */
export function concatSamples(chunks) {
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
