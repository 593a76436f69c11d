import { describe, expect, it } from 'vitest';

import { dialogueSegments } from '../scripts/dialogue.mjs';
import { sentenceSsml } from '../scripts/rhvoice.mjs';

describe('dialogueSegments', () => {
  it('follows a quotation across the sentences of one paragraph', () => {
    expect(dialogueSegments(['The Hare laughed.', '"You?', 'Race me?', 'Oh, fun!" he said.'])).toEqual([
      [{ text: 'The Hare laughed.', quoted: false }],
      [{ text: 'You?', quoted: true }],
      [{ text: 'Race me?', quoted: true }],
      [
        { text: 'Oh, fun!', quoted: true },
        { text: 'he said.', quoted: false },
      ],
    ]);
  });

  it('reads curly quotes by direction and drops segments without words', () => {
    expect(dialogueSegments(['\u201cNo,\u201d said the Whale. \u201cWhat?\u201d'])).toEqual([
      [
        { text: 'No,', quoted: true },
        { text: 'said the Whale.', quoted: false },
        { text: 'What?', quoted: true },
      ],
    ]);
  });
});

describe('sentenceSsml', () => {
  it('voices quoted speech with the dialogue voice and escapes markup in the text', () => {
    const ssml = sentenceSsml(
      [
        { text: 'Tom & <Jerry>', quoted: true },
        { text: 'he said.', quoted: false },
      ],
      { volume: 60, dialogueVoice: 'alan', dialogueVolume: 100 },
    );
    expect(ssml).toBe(
      '<speak><voice name="alan"><prosody volume="100%">Tom &amp; &lt;Jerry&gt;</prosody></voice> ' +
        '<prosody volume="60%">he said.</prosody></speak>\n',
    );
  });

  it('keeps one voice when no dialogue voice is set', () => {
    expect(sentenceSsml([{ text: 'Hi,', quoted: true }], { volume: 100 })).toBe(
      '<speak><prosody volume="100%">Hi,</prosody></speak>\n',
    );
  });
});
