import { describe, expect, it } from 'vitest';
import { entrySenses, parseTranslation } from './freedict-entry.mjs';

describe('FreeDict entries', () => {
  it('reads plain senses, one a line, without numbers, brackets or abbreviations', () => {
    expect(entrySenses('pink /pˈɪŋk/\n1. garofano\n2. rosa, (fig.) fiore\n', 'plain')).toEqual([
      { translations: [{ text: 'garofano', labels: [], marked: false }], marked: false },
      {
        translations: [
          { text: 'rosa', labels: [], marked: false },
          { text: 'fiore', labels: ['fig.'], marked: true },
        ],
        marked: false,
      },
    ]);
    expect(parseTranslation('ing.')).toBeUndefined();
  });

  it('reads the German gender and leaves out examples and notes', () => {
    const entry =
      'Monday /mˈʌndeɪ/\nMontag <masc>Mo,  /mˈəʊ/\n      "by Monday"  - bis Montag\n see: {Easter Monday}\n';
    expect(entrySenses(entry, 'ding')).toEqual([
      { translations: [{ text: 'Montag', gender: 'm', labels: [], marked: false }], marked: false },
    ]);
  });

  it('marks a WikDict sense whose gloss is labelled slang', () => {
    const entry = 'bread //bɹɛd// <n>\n1. leipä 2.\nbaked dough\n2. hillo\nslang: money\n';
    expect(entrySenses(entry, 'wikdict').map((sense) => [sense.translations[0]?.text, sense.marked])).toEqual([
      ['leipä', false],
      ['hillo', true],
    ]);
  });

  it('leaves out the Polish verb senses and phrases', () => {
    const entry = 'mother /ˈmʌðə/\nI.  <N>  matka\nII.  <V> 1.  matkować\n 2.  opiekować się\n';
    expect(entrySenses(entry, 'plain').map((sense) => sense.translations[0]?.text)).toEqual(['matka']);
  });
});
