// `node --import tsx scripts/dictionaries/build-picture-words.mjs`: builds the offline generator's picture words
// (apps/server/dictionaries/picture-words/<code>.json) from the names Unicode CLDR gives every emoji in each
// language (the npm packages cldr-annotations-full and cldr-annotations-derived-full, Unicode-3.0); decision 183
// says why. An emoji fixes the meaning of its name ("bat" the animal), so a name is kept only where that meaning is
// the English word's first one in WordNet, the meaning the generator's themes ask for.
//   --report   prints a sample of words per language instead of writing files
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { calendarCodes } from '../../apps/server/src/offline-ai/vocabulary/calendar-languages.ts';
import { languages } from '../../apps/server/src/offline-ai/vocabulary/dictionaries.ts';
import { handPickedWords } from '../../apps/server/src/offline-ai/vocabulary/vocabulary-themes.ts';
import { getWordNet, relation } from '../../apps/server/src/offline-ai/wordnet/wordnet.ts';
import { lineByWord } from './line-by-word.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'apps/server/dictionaries/picture-words');
const require = createRequire(import.meta.url);
const full = path.dirname(require.resolve('cldr-annotations-full/package.json'));
const derived = path.dirname(require.resolve('cldr-annotations-derived-full/package.json'));
const { values: options } = parseArgs({ options: { report: { type: 'boolean', default: false } } });
const version = JSON.parse(readFileSync(path.join(full, 'package.json'), 'utf8')).version;

/** CLDR's locale for a generator language code where they differ. */
const cldrLocale = { nb: 'no' };

/** An emoji's keywords and name in a locale, from both packages (derived has the people with a job: 🧑‍🏫). */
function annotations(locale) {
  const read = (file, key) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'))[key].annotations;
    } catch {
      return {};
    }
  };
  return {
    ...read(path.join(full, 'annotations', locale, 'annotations.json'), 'annotations'),
    ...read(path.join(derived, 'annotationsDerived', locale, 'annotations.json'), 'annotationsDerived'),
  };
}

/** A skin tone, or a name with a colon ("flag: Spain", "family: man, girl"), is a variant of another emoji. */
const isVariant = (emoji, name) => /[\u{1F3FB}-\u{1F3FF}]/u.test(emoji) || name.includes(':');

const wordNet = getWordNet();
const handPicked = new Set(handPickedWords());

/** The words of a meaning and of the broader meanings above it, with their definitions' words. */
function meaningWords(synset) {
  const words = new Set();
  let layer = [synset];
  for (let depth = 0; depth < 8 && layer.length > 0; depth++) {
    for (const one of layer) {
      for (const word of [...one.words, one.definition].flatMap((text) => text.split(/\W+/)))
        words.add(word.toLowerCase());
    }
    layer = layer.flatMap((one) => wordNet.related(one, relation.hypernym));
  }
  return words;
}

/**
 * The English word an emoji's name stands for: a word a theme names by hand, meant as the picture shows it; else
 * only when the emoji shows the word's first noun meaning, the one a theme of WordNet's classes asks for: it has
 * one noun meaning, or that meaning or a broader one shares a word with the emoji's English keywords ("bat":
 * animal; "bank": building is no word of the first meaning, the slope beside a river, so it is left out).
 */
function englishWord(name, keywords) {
  if (handPicked.has(name.toLowerCase())) return name.toLowerCase();
  const entry = wordNet.lookup(name);
  const nouns = entry?.senses.filter((sense) => sense.pos === 'noun') ?? [];
  const [first] = nouns;
  if (!entry || !first || entry.lemma !== entry.lemma.toLowerCase()) return undefined;
  if (nouns.length === 1) return entry.lemma;
  const own = new Set(entry.lemma.split(' '));
  const hints = keywords.flatMap((keyword) => keyword.toLowerCase().split(/\s+/)).filter((word) => !own.has(word));
  const related = meaningWords(first);
  return hints.some((hint) => related.has(hint)) ? entry.lemma : undefined;
}

/** A name as a card shows it: the first of a list ("अंगूर, फल" is grapes, fruit). */
const shown = (name) => name.split(/\s*[,،、]\s*/)[0].trim();

/** The colours, each by the emojis that show it in three shapes. */
const colourEmojis = {
  red: ['🟥', '🔴', '❤'],
  orange: ['🟧', '🟠', '🧡'],
  yellow: ['🟨', '🟡', '💛'],
  green: ['🟩', '🟢', '💚'],
  blue: ['🟦', '🔵', '💙'],
  purple: ['🟪', '🟣', '💜'],
  brown: ['🟫', '🟤', '🤎'],
  black: ['⬛', '⚫', '🖤'],
  white: ['⬜', '⚪', '🤍'],
};

/**
 * A colour's own word: a keyword two of its shapes share ("rojo" of "cuadrado rojo" and "círculo rojo"; a square
 * and a heart where the circle's adjective agrees otherwise) that no other colour's shapes have ("geometry" is
 * every circle's); of several, the one in most of the three names, then the longest ("红色" over "红").
 */
function colourWord(local, colour) {
  const keywordsOf = (emoji) => local[emoji]?.default ?? [];
  const emojis = colourEmojis[colour];
  const others = new Set(
    Object.entries(colourEmojis)
      .filter(([other]) => other !== colour)
      .flatMap(([, shapes]) => shapes.flatMap(keywordsOf)),
  );
  const keywords = emojis.map(keywordsOf);
  const names = emojis.map((emoji) => local[emoji]?.tts?.[0] ?? '');
  const inNames = (word) => names.filter((name) => name.includes(word)).length;
  for (const [a, b] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ]) {
    const shared = keywords[a].filter((word) => keywords[b].includes(word) && !others.has(word));
    if (shared.length > 0) return shared.sort((x, y) => inNames(y) - inNames(x) || y.length - x.length)[0];
  }
  return undefined;
}

const english = annotations('en');
/** English word → the emojis showing its first meaning. */
const emojisOf = new Map();
for (const [emoji, { tts, default: keywords = [] }] of Object.entries(english)) {
  const name = tts?.[0];
  if (!name || isVariant(emoji, name)) continue;
  const word = englishWord(name, keywords);
  if (word) emojisOf.set(word, [...(emojisOf.get(word) ?? []), emoji]);
}

/** The colours whose first meaning is the colour: "orange" is a fruit first, as a theme of food asks for it. */
const colours = Object.keys(colourEmojis).filter((colour) => {
  const [first] = wordNet.entry(colour)?.senses.filter((sense) => sense.pos === 'noun') ?? [];
  return first !== undefined && !emojisOf.has(colour) && meaningWords(first).has('color');
});

const codes = [...new Set([...languages.map((language) => language.code), ...calendarCodes.map(({ code }) => code)])];
mkdirSync(outDir, { recursive: true });
const sizes = [];
for (const code of codes) {
  const locale = cldrLocale[code] ?? code;
  const local = annotations(locale);
  if (Object.keys(local).length === 0) continue;
  const words = {};
  for (const [word, emojis] of [...emojisOf].sort(([a], [b]) => a.localeCompare(b))) {
    const name = emojis.map((emoji) => local[emoji]?.tts?.[0]).find(Boolean);
    if (name) words[word] = shown(name);
  }
  for (const colour of colours) {
    const word = colourWord(local, colour);
    if (word) words[colour] = word;
  }
  const file = {
    language: locale,
    source: `Unicode CLDR ${version} emoji names (cldr-annotations-full and cldr-annotations-derived-full)`,
    licence: 'Unicode-3.0',
    words,
  };
  if (options.report) {
    const sample = ['dog', 'grape', 'carrot', 'red', 'blue', 'teacher', 'scissors', 'bat', 'eye', 'bus'];
    console.log(code, Object.keys(words).length, sample.map((word) => `${word}=${words[word] ?? '-'}`).join(' '));
    continue;
  }
  const text = lineByWord(file);
  writeFileSync(path.join(outDir, `${code}.json`), text);
  sizes.push([code, Object.keys(words).length, text.length]);
}
if (!options.report) {
  const notice = `The files here are derived from the emoji names of Unicode CLDR ${version}, as the npm packages
cldr-annotations-full and cldr-annotations-derived-full publish them. Each <code>.json maps an English word to the
name CLDR gives, in that language, the emoji showing the word's meaning (colours: the word a coloured square and
circle share). They are rebuilt by scripts/dictionaries/build-picture-words.mjs (docs/decisions/183) and are
distributed under CLDR's licence:

`;
  writeFileSync(path.join(outDir, 'LICENSE'), `${notice}${readFileSync(path.join(full, 'LICENSE'), 'utf8')}`);
  const total = sizes.reduce((sum, [, , bytes]) => sum + bytes, 0);
  console.log(`${sizes.length} languages, ${Math.round(total / 1024)} kB; words per language:`);
  console.log(sizes.map(([code, count]) => `${code} ${count}`).join(', '));
}
