// Reads EDICT, the Japanese–English dictionary of the Electronic Dictionary Research and Development Group as
// Debian's edict package installs it (EUC-JP, one entry a line: `赤 [あか] /(n) (1) red/crimson/(n) (2) …/(P)/`),
// into English word → the Japanese words whose first meaning it is. Only entries EDICT marks common, (P), are read.
import { readFileSync } from 'node:fs';
import { toRomaji } from 'wanakana';

export const edictFile = '/usr/share/edict/edict';

/** Labels that make an entry no word to teach first: abbreviations, slang, archaic or offensive words. */
const unfit = new Set(['col', 'sl', 'vulg', 'derog', 'arch', 'obs', 'obsc', 'X', 'ok', 'rare', 'joc', 'male', 'fam']);
/**
 * Labels of a polite, humble or shortened word: kept, but after a plain one ("母" before "お母さん" for "mother";
 * "ありがとう" is short for "ありがとうございます").
 */
const secondary = new Set(['hon', 'hum', 'pol', 'abbr']);

/** One EDICT line's headword, reading and the glosses of its first meaning with their labels. */
export function parseEdictLine(line) {
  const match = /^(\S+)(?: \[([^\]]+)\])? \/(.*)\/$/.exec(line);
  if (!match) return undefined;
  const [, written, reading, body] = match;
  const fields = body.split('/');
  const common = fields.includes('(P)');
  const labels = new Set();
  const glosses = [];
  for (const field of fields) {
    let rest = field;
    let sense = 1;
    const own = [];
    // Leading labels: "(n) (1) (uk) red" → n, 1, uk.
    for (let label = /^\(([^)]*)\)\s*/.exec(rest); label; label = /^\(([^)]*)\)\s*/.exec(rest)) {
      const names = label[1].split(',');
      if (names.length === 1 && /^\d+$/.test(names[0])) sense = Number(names[0]);
      else own.push(...names);
      rest = rest.slice(label[0].length);
    }
    if (sense > 1) break;
    // EDICT's labels are short codes ("adj-na", "uk"); a longer bracket narrows the gloss ("(loaf of) bread").
    const narrowing = own.some((name) => name.length > 6 || name.includes(' '));
    for (const name of own) if (!narrowing) labels.add(name);
    if (!rest || rest === 'P' || /^EntL/.test(rest)) continue;
    // A source language ("bread (por:)"), what a word especially means ("water (esp. fresh water)") and a Latin
    // name ("dog (Canis familiaris)") leave its meaning whole; any other bracket narrows it ("spring (e.g. coil)").
    const plain = rest.replace(/\s*\([a-z]{3}:[^)]*\)/g, '').trim();
    const bracket = /\s*\((.*)\)$/.exec(plain);
    const narrowed = narrowing || Boolean(bracket && !/^(?:esp\.|[A-Z])/.test(bracket[1]));
    glosses.push({ english: (bracket ? plain.slice(0, bracket.index) : plain).trim(), narrowed, note: bracket?.[1] });
  }
  return { written, reading, common, labels, glosses };
}

/** A word written with katakana: mostly a loanword or made with one ("レッド", "オレンジ色"). */
const katakana = /[\u30a0-\u30ff]/;

/**
 * How a card shows the word: kanji with its reading, or the kana alone where the word is usually so written; then
 * its rōmaji, for a beginner who cannot read kana yet ("赤 (あか, aka)", "パン (pan)").
 */
function shown({ written, reading, labels }) {
  const kana = reading ?? written;
  const romaji = toRomaji(kana);
  return !reading || labels.has('uk') ? `${kana} (${romaji})` : `${written} (${reading}, ${romaji})`;
}

/**
 * English word → one Japanese word: a common entry whose first meaning's first gloss it is, unnarrowed (none
 * when its glosses are narrowed in different ways), plain rather than polite or shortened, a Japanese word before a loanword written in katakana ("頭"
 * before "ヘッド" for "head"), then the one shorter and with fewer other glosses, as everyday words are ("木" before "樹木",
 * "頭" before "長", also a chief, "学校" before "一派", a school of thought). Keys are limited to `english` (the words a
 * vocabulary card may ask for).
 */
export function edictWords(english, text = new TextDecoder('euc-jp').decode(readFileSync(edictFile))) {
  const candidates = new Map();
  let order = 0;
  for (const line of text.split('\n')) {
    const entry = parseEdictLine(line);
    if (!entry?.common || [...entry.labels].some((label) => unfit.has(label))) continue;
    order++;
    for (const [index, gloss] of entry.glosses.entries()) {
      // Vocabulary cards ask for things and qualities: "to fish" is no word for a fish.
      const key = gloss.english.toLowerCase();
      if (key.startsWith('to ') || !english.has(key)) continue;
      // One reading of a written word, the first EDICT lists ("三": さん before み).
      if (candidates.get(key)?.some((found) => found.written === entry.written)) continue;
      const rank = [
        index,
        gloss.narrowed ? 1 : 0,
        [...entry.labels].some((label) => secondary.has(label)) ? 1 : 0,
        katakana.test(entry.written) ? 1 : 0,
        (entry.reading ?? entry.written).length + entry.glosses.length,
        order,
      ];
      const found = { written: entry.written, word: shown(entry), rank, note: gloss.narrowed ? gloss.note : undefined };
      candidates.set(key, [...(candidates.get(key) ?? []), found]);
    }
  }
  const words = {};
  for (const [key, found] of candidates) {
    const [best] = found.sort((a, b) => compare(a.rank, b.rank));
    // Only glosses narrowed in different ways ("orange (colour)", "orange (fruit)"): which one a card means is
    // not known. One narrowing alone ("apple (fruit)") is the word's meaning.
    const notes = new Set(found.map((candidate) => candidate.note));
    if (best.note === undefined || notes.size === 1) words[key] = best.word;
  }
  return words;
}

function compare(a, b) {
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return a[at] - b[at];
  return 0;
}
