import { describe, expect, it } from 'vitest';
import { cedictWords, markedPinyin } from './cedict.mjs';

const entries = [
  { simplified: '狗', pinyin: 'gou3', english: ['dog', 'CL:隻|只[zhi1],條|条[tiao2]'] },
  { simplified: '犬', pinyin: 'quan3', english: ['dog'] },
  { simplified: '页', pinyin: 'xie2', english: ['head'] },
  { simplified: '页', pinyin: 'ye4', english: ['page', 'leaf'] },
  { simplified: '咖啡', pinyin: 'ka1 fei1', english: ['(loanword) coffee', 'CL:杯[bei1]'] },
  { simplified: '绿', pinyin: 'lu:4', english: ['green'] },
  { simplified: '吃', pinyin: 'chi1', english: ['to eat', 'to consume'] },
  { simplified: '王', pinyin: 'Wang2', english: ['surname Wang'] },
  { simplified: '门', pinyin: 'men2', english: ['gate', 'door', 'CL:扇[shan4]'] },
  { simplified: '门扇', pinyin: 'men2 shan4', english: ['door'] },
];
const levels = new Map([
  ['狗', { level: 1, pinyin: 'gou3' }],
  ['页', { level: 4, pinyin: 'ye4' }],
  ['咖啡', { level: 2, pinyin: 'ka1 fei1' }],
  ['绿', { level: 3, pinyin: 'lv4' }],
  ['吃', { level: 1, pinyin: 'chi1' }],
  ['门', { level: 2, pinyin: 'men2' }],
]);
const english = new Set(['dog', 'head', 'page', 'coffee', 'green', 'eat', 'door']);

describe('CC-CEDICT for the HSK words', () => {
  it('marks the tones of numbered pinyin, ü included', () => {
    expect(markedPinyin('ka1 fei1')).toBe('kāfēi');
    expect(markedPinyin('lu:4')).toBe('lǜ');
  });

  it('gives each English word the HSK word it is the first or second gloss of, in the reading the list gives', () => {
    expect(cedictWords(english, levels, entries)).toEqual({
      dog: '狗 (gǒu)',
      page: '页 (yè)',
      coffee: '咖啡 (kāfēi)',
      green: '绿 (lǜ)',
      door: '门 (mén)',
    });
  });
});
