import type { GeneratedCard } from '@kurio/shared/card-generation';
import { isEnglishWord } from '../text/english-words';
import type { Dictionary } from './dictionaries';
import type { Theme, ThemeWord } from './vocabulary-themes';

const sameWord = (english: string, word: string) =>
  [word, word.replace(/e?s$/, '')].includes(english.toLowerCase()) || english.toLowerCase() === `${word}s`;

/** Whether a theme has the English word, singular or plural. */
export const holds = (theme: Theme, word: string) =>
  theme.words.some((found) => sameWord(found.english, word.toLowerCase()));

/** An article a learner writes before a word of the language ("il conto", "la cuenta"); the dictionary has the word alone. */
const article = /^(?:il|lo|la|i|gli|le|el|los|las|les|un|una|uno|der|die|das|ein|eine|het|een|de|o|os|as|en|ett)\s+/;

/** The fewest letters of a listed word read as one of the language: shorter ones are too often English too. */
const shortest = 3;

/**
 * The English of a listed word of the language itself ("cameriere" in "Italian at the restaurant: il conto,
 * cameriere"), asked the other way round: the English the themes hold when the dictionary gives several, else its
 * only English word. None for an English word, or one whose meaning here the dictionary cannot tell.
 */
function ofLanguage(dictionary: Dictionary, themes: Theme[], listed: string): string[] {
  const word = listed.replace(article, '');
  if (word.length < shortest || word.split(' ').some((part) => isEnglishWord(part))) return [];
  const english = dictionary.englishFor(word).filter((found) => found.toLowerCase() !== word);
  const inTheme = english.filter((found) => themes.some((theme) => holds(theme, found)));
  return inTheme.length > 0 ? inTheme : english.length === 1 ? english : [];
}

/**
 * The words a learner listed come first (decision 192): an English word a theme holds is moved to the front of it,
 * in the order listed, when `sure` says its translation is of the theme's meaning (a learner lists the words of
 * several meanings on purpose: the school's ruler, the hand's palm); a word of the language gets a card of its own.
 * Answers the reordered themes, those cards, and the listed words offline mode has nothing for.
 */
export function listedFirst(
  dictionary: Dictionary,
  themes: Theme[],
  listed: string[],
  sure: (word: ThemeWord) => boolean,
): { themes: Theme[]; cards: GeneratedCard[]; lacking: string[] } {
  const cards: GeneratedCard[] = [];
  const lacking: string[] = [];
  const answered = new Set<string>();
  for (const word of listed) {
    if (themes.some((theme) => holds(theme, word))) continue;
    const english = ofLanguage(dictionary, themes, word);
    if (english.length === 0) lacking.push(word);
    else {
      for (const found of english) answered.add(found.toLowerCase());
      cards.push({
        question: `What does the ${dictionary.language.name} “${word}” mean?`,
        answer: english.map((found) => `**${found}**`).join(', also '),
      });
    }
  }
  // Each theme word's place once, before sorting: `sure` looks the word up in WordNet and the dictionary.
  const rank = (word: ThemeWord) => {
    const at = listed.findIndex((example) => sameWord(word.english, example));
    return at === -1 || !sure(word) ? listed.length : at;
  };
  const reordered = themes.map((theme) => ({
    ...theme,
    // A word a listed word of the language has answered is not asked again the other way.
    words: theme.words
      .filter((word) => !answered.has(word.english.toLowerCase()))
      .map((word, at) => ({ word, at, rank: rank(word) }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map(({ word }) => word),
  }));
  return { themes: reordered, cards, lacking };
}
