// One sentence through RHVoice: narration in the item's voice, quoted speech (when a dialogue voice is set)
// switched to that voice with SSML's <voice> element inside the same utterance.

import { readFile, rm, writeFile } from 'node:fs/promises';

import { run } from './audio.mjs';
import { parseWav } from './wav.mjs';

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * SSML for one sentence given as [{ text, quoted }] segments: narration at `volume` %, quoted speech in
 * `dialogueVoice` at `dialogueVolume` % when a dialogue voice is set.
 */
export function sentenceSsml(segments, { volume = 100, dialogueVoice, dialogueVolume = 100 } = {}) {
  const body = segments
    .map(({ text, quoted }) =>
      quoted && dialogueVoice
        ? `<voice name="${dialogueVoice}"><prosody volume="${dialogueVolume}%">${escapeXml(text)}</prosody></voice>`
        : `<prosody volume="${volume}%">${escapeXml(text)}</prosody>`,
    )
    .join(' ');
  return `<speak>${body}</speak>\n`;
}

/** Synthesize SSML with RHVoice-test; `rate` is a percentage of the voice's own pace (100 = as trained). */
export async function synthesizeSsml(ssml, { voice, rate }, basePath) {
  const input = `${basePath}.ssml`;
  const wav = `${basePath}.wav`;
  await writeFile(input, ssml, 'utf8');
  await run('RHVoice-test', ['-s', '-p', voice, '-r', String(rate), '-i', input, '-o', wav]);
  const parsed = parseWav(await readFile(wav));
  await rm(input);
  await rm(wav);
  return parsed;
}
