import { distance } from 'fastest-levenshtein';
import { englishSuggestion, isEnglishWord } from '../text/english-words';
import { terms } from '../text/words';
import { headingAndList } from '../wordnet/topic-list';
import { calendarLanguages } from './calendar-languages';
import { type Language, languages } from './dictionaries';
import { isEverydayTheme } from './vocabulary-themes';

export interface VocabularyTopic {
  /** The language asked for: one with a dictionary, or one of days, months and numbers only. */
  language: Language;
  /** What the words should be about, lower case ("food", "days of the week"), or '' for none. */
  theme: string;
  /** The topic says it wants words ("vocabulary", "in Italian", "Italian words for"), not only a language and a subject. */
  asksForWords: boolean;
  /** The topic had an aside in brackets, left out of the theme ("jobs (Berufe)", "bar (café)"). */
  aside: boolean;
  /** Words read as other words: a misspelt language name or English word ("frnch" → "french", "numbrs" → "numbers"). */
  respelled: [typed: string, read: string][];
  /** Where the language is spoken, when the topic says ("european" of "European Portuguese travel words"). */
  region?: string;
  /** Words the learner gave as examples of the theme ("emotions like happy, sad", "birds: crane, swallow"). */
  examples: string[];
  /** What says which meaning of a one-word theme is meant: an aside, "as in …", "… the animal". */
  clue?: string;
}

/** Regions named before a language: its words are the dictionary's, which does not tell regions apart. */
const regions =
  /\b(european|brazilian|swiss|austrian|mexican|argentin(?:e|ian)|canadian|quebec(?:ois)?|belgian|egyptian|moroccan|levantine|lebanese|gulf|cuban|colombian|peruvian|chilean) $/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface LanguageNames {
  /** Every language name a learner may write, longest first so "brazilian portuguese" wins over "portuguese". */
  names: { alias: string; language: Language }[];
  pattern: RegExp;
}
let known: LanguageNames | undefined;

/** Built on the first vocabulary topic, not at start-up (calendarLanguages asks CLDR for 64 self-names). */
function languageNames(): LanguageNames {
  if (known) return known;
  const names = [...languages, ...calendarLanguages()]
    .flatMap((language) => language.aliases.map((alias) => ({ alias, language })))
    .sort((a, b) => b.alias.length - a.alias.length);
  const pattern = new RegExp(
    `(?<![\\p{L}])(${names.map((name) => escapeRegExp(name.alias)).join('|')})(?![\\p{L}])`,
    'u',
  );
  known = { names, pattern };
  return known;
}

/** Exams of one language stand for it: "HSK 1 family words" asks for Chinese words, "JLPT N5 colours" Japanese. */
const languageExams: [RegExp, string][] = [
  [/\bhsk ?[1-6]?\b/, ' chinese '],
  [/\bjlpt ?(?:n[1-5])?\b/, ' japanese '],
];

/** Words that say the learner wants vocabulary; each is removed from the theme. */
const wordRequests = [
  /\bhow (?:do you|do u|to|do i|would you|would i) say\b/,
  /\btranslat(?:e|ion|ions)\b/,
  /\b(?:vocabulary|vocab|words?|phrases|expressions|terms|nouns|names)\b/,
];
/**
 * Padding around a theme ("basic", "list of"), removed without saying anything; a script named beside a language
 * ("Serbian … Cyrillic") is how its words are written, which the cards already are.
 */
const padding =
  /\b(?:(?:in )?(?:cyrillic|hangul|devanagari)(?: script)?|basics?|common|simple|everyday|essential|useful|easy|beginners?|beginner's|learn(?:ing)?|study(?:ing)?|a list of|list of|some|the|my|first|key|most common|top|pls|plz|please|thx|thanks|asap|gcse|igcse|[abc][12]|(?:year|yr|grade|level) \d{1,2})\b/g;

/**
 * A language name one letter off ("portugese", "itallian") or with two letters swapped ("spansih"), in a word that is not English itself ("finish" is not
 * Finnish); short names are left alone, as too many words are near them.
 */
const misspelledLength = 5;

/** Two neighbouring letters swapped ("spansih" for "spanish"): one slip, which Levenshtein counts as two. */
function swapsNeighbours(typed: string, name: string): boolean {
  if (typed.length !== name.length) return false;
  const differ = [...typed].flatMap((letter, at) => (letter === name[at] ? [] : [at]));
  const [first, second] = differ;
  return (
    differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    typed[first] === name[second] &&
    typed[second] === name[first]
  );
}

function respellLanguageNames(text: string, respelled: [string, string][]): string {
  const { names, pattern: languagePattern } = languageNames();
  return text.replace(/\p{L}+/gu, (word) => {
    // "indonesia" of "bahasa indonesia" is part of a name already.
    const inName = names.some(({ alias }) => alias.endsWith(` ${word}`));
    if (word.length < misspelledLength || inName || languagePattern.test(` ${word} `) || isEnglishWord(word))
      return word;
    const near = names.find(
      ({ alias }) =>
        !alias.includes(' ') &&
        Math.abs(alias.length - word.length) <= 1 &&
        (distance(alias, word) === 1 || swapsNeighbours(word, alias)),
    );
    if (near) respelled.push([word, near.alias]);
    return near?.alias ?? word;
  });
}

/** An English word of the theme a learner dropped letters from ("numbrs", "wrds"), as Hunspell suggests it. */
function respellEnglishWords(text: string, respelled: [string, string][]): string {
  const { pattern: languagePattern } = languageNames();
  return text.replace(/\p{L}+/gu, (word) => {
    if (languagePattern.test(` ${word} `)) return word;
    const suggestion = englishSuggestion(word);
    if (suggestion) respelled.push([word, suggestion]);
    return suggestion ?? word;
  });
}

/**
 * Reads a topic as "words in a language on a theme" ("Italian food vocabulary", "colours in Spanish", "French
 * numbers 1-20", "Italian words for animals"), or undefined when it names no language.
 */
export function parseVocabularyTopic(topic: string): VocabularyTopic | undefined {
  // "Japanese birds: crane, swallow, crow" is the heading's theme, with the list as its examples, unless the list
  // names themes itself ("Spanish date vocab - days, months").
  const list = headingAndList(topic);
  const underHeading = list && parseTopic(list.heading);
  if (list && underHeading?.theme && !list.items.some((item) => isEverydayTheme(item.toLowerCase()))) {
    return { ...underHeading, examples: list.items };
  }
  return parseTopic(topic);
}

/** Words that introduce examples of a theme. */
const examplesAfter = /^(.+?)\s+(?:like(?! to\b)|such as|eg|e g|including|incl)\s+(.+)$/;

/** "bank as in river bank", "seal the animal": a word, then which of its meanings. */
const meaningAfter = /^(.+?)\s+as in\s+(.+)$/;
const wordThenKind = /^([\p{L}-]+) the ([\p{L}]+(?: [\p{L}]+)?)$/u;

/**
 * What says which meaning of a one-word theme is meant: the words after "as in", an aside, or the kind after
 * "the" ("seal the animal": the word is "seal"); "at the doctor" is a place the words are set in, no such word.
 */
function meaningClue(named: string, asIn: string | undefined, asideText: string): { word?: string; clue?: string } {
  const [, word, kind] = wordThenKind.exec(named.replace(/^\s*(?:for|of|about)\s+/, '').trim()) ?? [];
  const meant = word && terms(word).length > 0 ? word : undefined;
  const clue = asIn?.trim() || asideText.toLowerCase().trim() || (meant && kind);
  return { ...(meant && !asIn && !asideText ? { word: meant } : {}), ...(clue ? { clue } : {}) };
}

function parseTopic(topic: string): VocabularyTopic | undefined {
  const aside = /\([^)]*\)/.test(topic);
  const asideText = [...topic.matchAll(/\(([^)]*)\)/g)].map((found) => found[1]).join(' ');
  let text = ` ${topic
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[“”"‘’'`´]/g, ' ')
    .replace(/\+/g, ' and ')
    .replace(/[^\p{L}\p{N}\s,–-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  const { names, pattern: languagePattern } = languageNames();
  const respelled: [string, string][] = [];
  text = respellLanguageNames(text, respelled);
  // Beside the language's own name the exam only says the level ("HSK 2 chinese colours").
  for (const [exam, language] of languageExams) text = text.replace(exam, languagePattern.test(text) ? ' ' : language);
  const match = languagePattern.exec(text);
  if (!match) return undefined;
  text = respellEnglishWords(text, respelled);
  const alias = match[1] ?? '';
  const language = names.find((name) => name.alias === alias)?.language;
  if (!language) return undefined;
  const region = regions.exec(text.slice(0, match.index))?.[1];
  if (region) text = `${text.slice(0, match.index - region.length - 1)}${text.slice(match.index)}`;
  let asksForWords = false;
  const inLanguage = new RegExp(`\\b(?:in|into|to|from)\\s+${escapeRegExp(alias)}\\b`);
  if (inLanguage.test(text)) {
    asksForWords = true;
    text = text.replace(inLanguage, ' ');
  } else text = text.replace(alias, ' ');
  for (const request of wordRequests) {
    if (request.test(text)) {
      asksForWords = true;
      text = text.replace(new RegExp(request.source, 'g'), ' ');
    }
  }
  // "Italian for beginners" or "Spanish for food" asks for words too.
  if (/^\s*for\b/.test(text) && text.trim() !== '') asksForWords = true;
  // "basic polish" or "learn welsh": a language and nothing but padding asks for a beginner's words, not for the
  // language's name read as an English word (the polish on a shoe).
  if (text.trim() !== '' && text.replace(padding, ' ').trim() === '') asksForWords = true;
  const [, word = text, asIn] = meaningAfter.exec(text.trim()) ?? [];
  // Commas stay to list themes ("animals, colours"); one left at either end by what was removed goes.
  const [, named = word, listed = ''] = examplesAfter.exec(word) ?? [];
  const examples = listed
    .split(listed.includes(',') ? /\s*,\s*/ : /\s+/)
    .map((word) => word.replace(/^(?:and|or) /, '').trim())
    .filter((word) => word !== '' && !/^(?:and|or|etc)$/.test(word));
  const theme = named
    .replace(padding, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/^(?:(?:for|of|about|on|and|to|with|in|-|–)(?:\s+|$))+/, '')
    .replace(/(?:(?:^|\s+)(?:for|of|about|on|and|to|with|in|-|–))+$/, '')
    .replace(/^[\s,]+|[\s,]+$/g, '');
  const { word: meant, clue } = meaningClue(named, asIn, asideText);
  const extras = { ...(region ? { region } : {}), ...(clue ? { clue } : {}) };
  return { language, theme: meant ?? theme, asksForWords, aside, respelled, examples, ...extras };
}
