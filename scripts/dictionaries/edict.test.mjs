import { describe, expect, it } from 'vitest';
import { edictWords, parseEdictLine } from './edict.mjs';

const lines = [
  '一派 [いっぱ] /(n) (1) school/sect/faction/party/(n) (2) (abbr) first school/(P)/',
  '学校 [がっこう] /(n) school/(P)/',
  '長 [ちょう] /(n,n-suf) (1) head/chief/leader/elder/(n) (2) merit/(P)/',
  "頭 [あたま] /(n) (1) head/(n) (2) hair (on one's head)/(P)/",
  'ヘッド /(n) (1) head/(n) (2) head (of a tape recorder)/(P)/',
  '林檎 [りんご] /(n) (1) (uk) apple (fruit)/(n) (2) (uk) apple tree (Malus pumila)/(P)/',
  'オレンジ /(n) (1) orange (fruit)/(n) (2) orange (colour)/(P)/',
  '橙色 [だいだいいろ] /(n) orange (colour)/(P)/',
  '漁る [あさる] /(v5r,vt) (1) to fish for/to look for/(P)/',
  '魚 [さかな] /(n) fish/(P)/',
  '母 [はは] /(n) (hum) mother/(P)/',
  '母さん [かあさん] /(n) (1) mother/(n) (2) (col) wife/(P)/',
  '犬 [いぬ] /(n) dog/',
].join('\n');

describe('EDICT', () => {
  it('reads the first meaning of a line with its labels, and whether EDICT marks it common', () => {
    expect(parseEdictLine(lines.split('\n')[0])).toEqual({
      written: '一派',
      reading: 'いっぱ',
      common: true,
      labels: new Set(['n']),
      glosses: ['school', 'sect', 'faction', 'party'].map((english) => ({ english, narrowed: false })),
    });
  });

  it('gives each English word its everyday Japanese word, or none when its sense is unclear', () => {
    const words = edictWords(new Set(['school', 'head', 'apple', 'orange', 'fish', 'mother', 'dog']), lines);
    expect(words).toEqual({
      // A word of one meaning before a school of thought; Japanese before a katakana loanword; plain before humble.
      school: '学校 (がっこう, gakkou)',
      head: '頭 (あたま, atama)',
      apple: 'りんご (ringo)',
      fish: '魚 (さかな, sakana)',
      mother: '母さん (かあさん, kaasan)',
    });
  });
});
