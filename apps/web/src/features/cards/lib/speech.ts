import type { Deck } from '@kurio/shared/cards';
import { type DeckLanguage, deckLanguages } from '@kurio/shared/deck-language';

/** The language a deck is read aloud in: the one chosen, else the one detected from its cards. */
export const readingLanguage = (deck: Pick<Deck, 'language' | 'detectedLanguage'>): DeckLanguage | null =>
  deck.language ?? deck.detectedLanguage;

/** A voice that speaks the language (`fr` matches `fr-FR` and `fr_CA`). */
export const voiceFor = (voices: readonly SpeechSynthesisVoice[], language: string) =>
  voices.find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === language);

/** Card text as it is spoken: Markdown's marks are not read out. */
export const spokenText = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export const languageName = (language: DeckLanguage) => deckLanguages[language];
