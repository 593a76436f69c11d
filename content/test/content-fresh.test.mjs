import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';

import { CONTENT_DIR, listItems, sourceHash } from '../scripts/narration.mjs';
import { splitParagraphs, splitSentences } from '../scripts/split-sentences.mjs';

const REBUILD = 'run `npm run content:build` to regenerate the narration';

function check(ok, item, problem) {
  if (!ok) throw new Error(`${item.key}: ${problem} - ${REBUILD}.`);
}

describe('generated narration is fresh', () => {
  const items = listItems();

  it('covers all seven lessons', () => {
    expect(items.filter((i) => i.kind === 'lessons').length).toBe(7);
  });

  for (const item of items) {
    it(`${item.key} matches ${relative(CONTENT_DIR, item.sourcePath)}`, () => {
      const source = readFileSync(item.sourcePath);
      const jsonRel = relative(CONTENT_DIR, item.jsonPath);
      const mp3Rel = relative(CONTENT_DIR, item.mp3Path);

      check(existsSync(item.jsonPath), item, `${jsonRel} is missing`);
      const gen = JSON.parse(readFileSync(item.jsonPath, 'utf8'));
      check(
        gen.sourceHash === sourceHash(source, item.kind),
        item,
        `${jsonRel} is stale (source text or voice settings changed)`,
      );
      check(existsSync(item.mp3Path) && statSync(item.mp3Path).size > 0, item, `${mp3Rel} is missing or empty`);

      const expected = splitSentences(source.toString('utf8'));
      const transcript = Array.isArray(gen.transcript) ? gen.transcript : [];
      check(
        JSON.stringify(transcript.map((t) => [t.sentence, t.isParagraphEnd])) ===
          JSON.stringify(expected.map((s) => [s.sentence, s.isParagraphEnd])),
        item,
        `transcript in ${jsonRel} does not match the sentences of the current text`,
      );

      check(Number.isInteger(gen.durationMs) && gen.durationMs > 0, item, `${jsonRel} has no valid durationMs`);
      check(
        transcript.length > 0 && transcript[0].startMs >= 0 && transcript[0].startMs < 1000,
        item,
        'first sentence must start within the first second',
      );
      transcript.forEach((t, i) => {
        check(Number.isInteger(t.startMs), item, `sentence ${i + 1} has a non-integer startMs`);
        check(
          i === 0 || t.startMs > transcript[i - 1].startMs,
          item,
          `startMs does not strictly increase at sentence ${i + 1}`,
        );
        check(t.startMs < gen.durationMs, item, `sentence ${i + 1} starts after the end of the audio`);
      });
    });
  }
});

describe('splitSentences', () => {
  const sentences = (text) => splitSentences(text).map((s) => s.sentence);

  it('keeps closing quotes with their sentence', () => {
    expect(sentences('"Where is my gold?" asked Arkad. "It is gone." He sighed.')).toEqual([
      '"Where is my gold?" asked Arkad.',
      '"It is gone."',
      'He sighed.',
    ]);
    expect(
      sentences('\u201cHello.\u201d \u201cHi!\u201d she said. \u201cHe told me \u2018go.\u2019\u201d Then we left.'),
    ).toEqual([
      '\u201cHello.\u201d',
      '\u201cHi!\u201d she said.',
      '\u201cHe told me \u2018go.\u2019\u201d',
      'Then we left.',
    ]);
  });

  it('treats ?! and ... as one terminator', () => {
    expect(sentences('You spent it all?! Yes... and no. Why?? Because.')).toEqual([
      'You spent it all?!',
      'Yes... and no.',
      'Why??',
      'Because.',
    ]);
  });

  it('does not split inside amounts, decimals or common abbreviations', () => {
    expect(sentences('It cost $3,000.50, not $2.99! Mr. Lee saved 2.5% a year. George S. Clason wrote it.')).toEqual([
      'It cost $3,000.50, not $2.99!',
      'Mr. Lee saved 2.5% a year.',
      'George S. Clason wrote it.',
    ]);
  });

  it('marks paragraph ends and never yields empty sentences', () => {
    const text = '\uFEFFFirst one. Second one!\r\n\r\nThird  line\nwraps here.\n\n\n\n  \nNo final stop\n';
    expect(splitSentences(text)).toEqual([
      { sentence: 'First one.', isParagraphEnd: false },
      { sentence: 'Second one!', isParagraphEnd: true },
      { sentence: 'Third line wraps here.', isParagraphEnd: true },
      { sentence: 'No final stop', isParagraphEnd: true },
    ]);
    expect(splitParagraphs('a.\n\nb.')).toEqual(['a.', 'b.']);
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n\n \n')).toEqual([]);
    expect(splitSentences('. ! ?').every((s) => s.sentence.length > 0)).toBe(true);
  });

  it('keeps numbered list markers with their item', () => {
    expect(sentences('Two rules. 1. Pay yourself first. 2. Spend less.')).toEqual([
      'Two rules.',
      '1. Pay yourself first.',
      '2. Spend less.',
    ]);
  });
});
