import type { CardGenerationNote, GeneratedCard } from '@kurio/shared/card-generation';
import { AiError } from '../../adapters/ai/ai-service';
import { distinctCards } from '../../adapters/ai/cards/card-list';
import { interleave, listed, readAsNote } from '../card-notes';
import { getWordNet, type WordNet } from '../wordnet/wordnet';
import { type Dictionary, dictionaryOf, hasPictureWords, type Language } from './dictionaries';
import { holds, listedFirst } from './listed-examples';
import { hasNumberWords, numberWord } from './number-words';
import { translatesAnotherMeaning } from './other-meaning';
import { isEverydayTheme, resolveTheme, senseTheme, type Theme, type ThemeWord } from './vocabulary-themes';
import { parseVocabularyTopic, type VocabularyTopic } from './vocabulary-topic';

const connect = 'connect a model (see “Connecting a model” in the README)';
/** Themes offered when the one asked for has no words, in this order. */
const suggestedThemes = ['food', 'animals', 'colours', 'family', 'numbers 1-20', 'days of the week'];
/** A topic that asks for words in a language but names no theme gets a beginner's mix of these. */
const starterThemes = ['greetings', 'numbers 1-10', 'colours', 'family', 'food'];

/** The themes offline mode has for a language without a dictionary, as suggestions name them. */
const themesWithoutDictionary = (language: Language) => [
  ...(hasNumberWords(language.code) ? ['numbers 1-20'] : []),
  'days of the week',
  'months',
  ...(hasPictureWords(language) ? ['food', 'animals', 'colours', 'clothes'] : []),
];

/** A theme without what is said around it: "talking about the weather", "food for tavernas". */
const core = (theme: string) =>
  theme
    .replace(/^(?:(?:talking|talk|chatting|asking|speaking) about|ordering|buying|cooking) (?:the )?/, '')
    .replace(/\s+(?:for|at|in|on|when|while)\s.+$/, '')
    .trim();

/** The parts of a theme of several ("food and drinks", "animals, colours"). */
const themeParts = (theme: string) => theme.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean);

/** Where a theme is set: "words u need at a pharmacy" is the pharmacy's. */
const place = (theme: string) => /\b(?:at|in) (?:the |an? )?([\p{L}' ]+)$/u.exec(theme)?.[1] ?? '';

/** Every fourth card asks the other way round ("What does “pane” mean?"), when its answer is unambiguous. */
const reversedEvery = 4;

const bold = (words: string[]) => words.map((word) => `**${word}**`).join(', also ');

function card(dictionary: Dictionary, word: ThemeWord, translations: string[], reversed: boolean): GeneratedCard {
  const { name } = dictionary.language;
  const first = translations[0] ?? '';
  const shown = word.shown ? `${word.shown} (“${word.english}”)` : `“${word.english}”`;
  if (reversed) {
    const meaning = word.shown ? `**${word.shown}** (${word.english})` : `**${word.english}**`;
    return { question: `What does the ${name} “${first}” mean?`, answer: meaning };
  }
  return { question: `${name} for ${shown}?`, answer: bold(translations) };
}

/** Only an answer that one English word of the theme has, and that is not the English word itself, is asked backwards. */
function canReverse(dictionary: Dictionary, translation: string, theme: Theme, english: string): boolean {
  if (translation.toLowerCase() === english.toLowerCase()) return false;
  const meanings = dictionary.englishFor(translation);
  return meanings.filter((english) => theme.words.some((word) => word.english.toLowerCase() === english)).length <= 1;
}

/**
 * A word's translations, or its synonym's of one meaning when the word's theme meaning shares it with others and
 * its first translation is also given for other English words: "spring" → brunn, also a source, so springtime →
 * vår; "spring" → 春 is spring's alone, and stays.
 */
function wordTranslations(dictionary: Dictionary, word: ThemeWord): string[] | undefined {
  if (word.askedAs && word.onlyAsAsked) return dictionary.translations(word.askedAs);
  const own = dictionary.translations(word.english);
  if (!word.askedAs || !own?.[0]) return own;
  const sharedWithOthers = dictionary.englishFor(own[0]).some((english) => english !== word.english.toLowerCase());
  return sharedWithOthers ? (dictionary.translations(word.askedAs) ?? own) : own;
}

function translationsOf(dictionary: Dictionary, word: ThemeWord): string[] | undefined {
  if (word.value === undefined) return wordTranslations(dictionary, word);
  const spelled = numberWord(dictionary.language.code, word.value, dictionary.translations(word.english)?.[0]);
  return spelled === undefined ? undefined : [spelled];
}

/**
 * Whether the word's translation is of the meaning the theme takes it in: the word has one meaning as a noun, is
 * asked through a synonym of that meaning alone, or a translation stands for another word of that meaning too
 * (Schüler: pupil and student). A hand list's word has no meaning recorded, so one of several meanings is not sure.
 */
function translationOfMeaning(dictionary: Dictionary, word: ThemeWord): boolean {
  if (word.value !== undefined || word.onlyAsAsked) return true;
  const nouns = getWordNet()
    .lookup(word.english)
    ?.senses.filter((sense) => sense.pos === 'noun');
  if (!nouns || nouns.length <= 1) return true;
  const others = word.meaning?.words.filter((english) => english.toLowerCase() !== word.english.toLowerCase()) ?? [];
  return (translationsOf(dictionary, word) ?? []).some((translation) =>
    dictionary.englishFor(translation).some((english) => others.includes(english)),
  );
}

/** The fewest example words after a theme's name that make them examples, and the share of them it must hold. */
const fewestExamples = 2;
const heldShare = 0.5;

/**
 * "seasons spring summer fall winter", "time words today tomorrow yesterday": an everyday theme's name, then words
 * most of which are its own, are the theme and examples of it. Otherwise the topic's theme and examples as read.
 */
function themeBeforeExamples({ theme, examples }: VocabularyTopic): { theme: string; examples: string[] } {
  if (examples.length > 0 || isEverydayTheme(theme)) return { theme, examples };
  const words = theme.split(' ');
  for (let length = 1; length <= 2; length++) {
    const name = words.slice(0, length).join(' ');
    const rest = words.slice(length);
    if (rest.length < fewestExamples || !isEverydayTheme(name)) continue;
    const found = resolveTheme(getWordNet(), name, false, () => true);
    if (found && rest.filter((word) => holds(found, word)).length >= rest.length * heldShare) {
      return { theme: name, examples: rest };
    }
  }
  return { theme, examples };
}

/**
 * The word's translation is of another of its meanings (other-meaning.ts). A hand list's word is meant in its first
 * meaning; a number is spelled by rule and a word asked only through a synonym is not the dictionary's own.
 */
function ofAnotherMeaning(dictionary: Dictionary, word: ThemeWord, translations: string[]): boolean {
  if (word.value !== undefined || word.onlyAsAsked) return false;
  const wordNet = getWordNet();
  const meaning = word.meaning ?? wordNet.entry(word.english)?.senses.find((sense) => sense.pos === 'noun');
  return (
    meaning !== undefined && translatesAnotherMeaning(wordNet, dictionary, word.english, meaning, translations[0] ?? '')
  );
}

function themeCards(dictionary: Dictionary, theme: Theme, quantity: number): GeneratedCard[] {
  const cards: GeneratedCard[] = [];
  const asked = new Set<string>();
  for (const word of theme.words) {
    if (cards.length >= quantity) break;
    const translations = translationsOf(dictionary, word);
    if (!translations || asked.has(word.english.toLowerCase()) || ofAnotherMeaning(dictionary, word, translations)) {
      continue;
    }
    asked.add(word.english.toLowerCase());
    const reversed =
      cards.length % reversedEvery === reversedEvery - 1 &&
      canReverse(dictionary, translations[0] ?? '', theme, word.english);
    cards.push(card(dictionary, word, translations, reversed));
  }
  return cards;
}

function cannotCover(language: Language, theme: string): AiError {
  if (language.withoutDictionary) {
    return new AiError(
      'cannotCover',
      `Offline mode has no ${language.name} dictionary: it knows ${language.name} ${listed(themesWithoutDictionary(language))} only. Try one of these, or for words on “${theme}”, ${connect}.`,
      themesWithoutDictionary(language).map((suggestion) => `${language.name} ${suggestion}`),
    );
  }
  const dictionary = dictionaryOf(language);
  const suggestions = suggestedThemes
    .filter((suggestion) => suggestion !== theme)
    .slice(0, 4)
    .map((suggestion) => `${language.name} ${suggestion}`);
  return new AiError(
    'cannotCover',
    `Offline mode’s ${dictionary.language.name} dictionary has no words on “${theme}”. Try one of these themes, or ${connect}.`,
    suggestions,
  );
}

const withNotes = (cards: GeneratedCard[], notes: string[]) =>
  notes.length > 0 ? { cards, note: { message: notes.join(' ') } } : { cards };

function cannotTellMeaning(language: Language, word: string, clue: string): AiError {
  return new AiError(
    'cannotCover',
    `Offline mode’s ${language.name} dictionary does not tell the meanings of “${word}” apart, so it cannot be sure of the word for “${word}” (${clue}). Paste your notes, or ${connect}.`,
    [],
  );
}

/** The themes named, each with its words, and the parts of a theme offline mode has none on. */
function resolveThemes(
  wordNet: WordNet,
  names: string[],
  asksForWords: boolean,
  translates: (english: string) => boolean,
): { themes: Theme[]; complete: boolean; leftOut: string[] } {
  const leftOut: string[] = [];
  const resolve = (name: string) => resolveTheme(wordNet, name, asksForWords, translates) ?? split(name);
  function split(name: string): Theme[] | undefined {
    // "food and drinks", "animals, colours": each part is a theme of its own, named or in what surrounds it
    // ("fruit and veg for the market"). A part with no words is left out beside named themes ("greetings and how
    // to reply"), never beside words taken one by one: in "pupil, ruler, rubber" each may be another sense.
    const parts = themeParts(name);
    if (parts.length < 2) return undefined;
    const named = (part: string) => [part, core(part)].find(isEverydayTheme);
    const themes = parts.map((part) => {
      const name = named(part);
      return (
        resolveTheme(wordNet, part, asksForWords, translates) ??
        (name === undefined ? undefined : resolveTheme(wordNet, name, asksForWords, translates))
      );
    });
    if (themes.every((part) => part !== undefined)) return themes as Theme[];
    const found = themes.filter(
      (part, at): part is Theme => part !== undefined && named(parts[at] ?? '') !== undefined,
    );
    if (found.length === 0) return undefined;
    leftOut.push(...parts.filter((_, at) => themes[at] === undefined));
    return found;
  }
  // Only a named theme is taken from what surrounds it: "ordering in a restaurant" is no theme "ordering".
  const resolved = names.map(
    (name) =>
      resolve(name) ??
      [core(name), place(name)].map((found) => (isEverydayTheme(found) ? resolve(found) : undefined)).find(Boolean),
  );
  return {
    themes: resolved.flatMap((found) => (found === undefined ? [] : Array.isArray(found) ? found : [found])),
    complete: !resolved.includes(undefined),
    leftOut,
  };
}

/** What the learner is told beside the cards: how the topic was read, and what offline mode lacks. */
function cardNotes(
  { language, theme, respelled, region }: VocabularyTopic,
  label: string,
  leftOut: string[],
  count: number,
  quantity: number,
): string[] {
  const notes = respelled.map(readAsNote);
  if (leftOut.length > 0) {
    notes.push(
      `Offline mode has no ${language.name} words on ${listed(leftOut.map((part) => `“${part}”`))}: these cards are on ${label}. For the rest, paste your notes or ${connect}.`,
    );
  }
  if (region) {
    notes.push(
      `Offline mode’s ${language.name} words are not told apart by region: some may be said otherwise in ${region.replace(/\b\p{L}/gu, (first) => first.toUpperCase())} ${language.name}.`,
    );
  }
  if (language.withoutDictionary && theme === '') {
    notes.push(
      `Offline mode has no ${language.name} dictionary, so these cards are on ${listed(themesWithoutDictionary(language))}.`,
    );
  }
  if (count < quantity) {
    notes.push(
      `Offline mode’s ${language.name} dictionary has ${count} ${count === 1 ? 'word' : 'words'} on “${label}”, fewer than the ${quantity} asked for. For more, paste your notes or ${connect}.`,
    );
  }
  return notes;
}

/**
 * Flashcards for a language vocabulary topic ("Italian food vocabulary", "colours in Spanish", "French numbers
 * 1-20"): an English word of the theme on the front, its translation from a FreeDict dictionary on the back, and
 * every fourth card the other way round. Undefined when the topic is not one of vocabulary in a language (it
 * names no language, or a language and a subject that is not a vocabulary theme, as in "French Revolution").
 * Throws AiError('cannotCover') when it asks for words in a language offline mode has no dictionary for, or on a
 * theme it has no words for.
 */
export function vocabularyCards(
  topic: string,
  quantity: number,
): { cards: GeneratedCard[]; note?: CardGenerationNote } | undefined {
  const parsed = parseVocabularyTopic(topic);
  if (!parsed) return undefined;
  const { language, asksForWords, aside } = parsed;
  const { theme, examples } = themeBeforeExamples(parsed);
  // A theme of several parts is everyday when one part is ("greetings and how to reply to them").
  const everyday =
    theme !== '' && [theme, ...themeParts(theme)].some((name) => isEverydayTheme(name) || isEverydayTheme(core(name)));
  if (!asksForWords && !everyday) return undefined;
  const wordNet = getWordNet();
  // "Arabic numerals" and "French fries" are things with a name of their own, not words in a language.
  if (!asksForWords && wordNet.lookup(topic)?.senses.some((sense) => sense.pos === 'noun')) return undefined;
  const dictionary = dictionaryOf(language);
  const translates = (english: string) => dictionary.translations(english) !== undefined;
  // Beside a word rather than a named theme, an aside, "as in" or "the …" say which meaning is meant ("seal (the
  // sea animal)", "bank as in river bank"): the dictionaries cannot tell meanings apart, so the word is asked in
  // the one WordNet finds, through a word of that meaning alone, or not at all.
  const { clue } = parsed;
  if (clue && !everyday && asksForWords) {
    const meant = language.withoutDictionary ? undefined : senseTheme(wordNet, theme, clue, translates);
    if (!meant) throw cannotTellMeaning(language, theme, clue);
    const cards = themeCards(dictionary, meant, quantity);
    if (cards.length === 0) throw cannotCover(language, theme);
    const notes = cardNotes(parsed, meant.label, [], cards.length, quantity);
    return withNotes(cards, notes);
  }
  if (aside && !everyday) throw cannotCover(language, theme);
  // Days and months are no phrases: "Korean basic phrases" is refused, with what offline mode has.
  if (language.withoutDictionary && theme === '' && /\b(?:phrases|expressions|sentences)\b/i.test(topic)) {
    throw cannotCover(language, 'phrases');
  }
  const starters = language.withoutDictionary ? themesWithoutDictionary(language) : starterThemes;
  const { themes, complete, leftOut } = resolveThemes(
    wordNet,
    theme === '' ? starters : [theme],
    asksForWords,
    translates,
  );
  if (themes.length === 0 || !complete) {
    if (!everyday && !asksForWords) return undefined;
    throw cannotCover(language, theme);
  }
  // The listed words first; then each theme's cards in turn: a theme with fewer words (Latin numbers have no zero, a
  // small dictionary few foods) leaves its turns to the others. Two names of one theme ("emotions and feelings") or
  // two themes sharing a word ask each card once.
  const first = listedFirst(dictionary, themes, examples, (word) => translationOfMeaning(dictionary, word));
  const cards = distinctCards([
    ...first.cards,
    ...interleave(...first.themes.map((found) => themeCards(dictionary, found, quantity))),
  ]).slice(0, quantity);
  const label = theme === '' ? 'everyday words' : [...new Set(themes.map((found) => found.label))].join(' and ');
  if (cards.length === 0) throw cannotCover(language, label);
  const notes = cardNotes(parsed, label, leftOut, cards.length, quantity);
  // A listed English word is asked only as a word of the theme: one by one, it may be another sense.
  const { lacking } = first;
  if (lacking.length > 0) {
    notes.push(
      `Offline mode’s ${language.name} words on ${label} do not include ${listed(lacking.map((word) => `“${word}”`))}: for ${lacking.length === 1 ? 'it' : 'them'}, paste your notes or ${connect}.`,
    );
  }
  return withNotes(cards, notes);
}
