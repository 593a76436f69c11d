import { z } from 'zod';

/**
 * The languages a deck can be read aloud in (decision 153): ISO 639-1 codes, which speech synthesis takes as an
 * utterance's `lang` and the language detector answers with, and their names in English.
 */
export const deckLanguages = {
  ar: 'Arabic',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  fi: 'Finnish',
  fr: 'French',
  he: 'Hebrew',
  hi: 'Hindi',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  sv: 'Swedish',
  th: 'Thai',
  tr: 'Turkish',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
  zh: 'Chinese',
} as const;
export type DeckLanguage = keyof typeof deckLanguages;

export const isDeckLanguage = (code: string): code is DeckLanguage => Object.hasOwn(deckLanguages, code);

export const deckLanguageSchema = z.enum(Object.keys(deckLanguages) as [DeckLanguage, ...DeckLanguage[]], {
  error: 'Choose a language from the list',
});
