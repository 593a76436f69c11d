import type { Dictionary, Language } from './dictionaries';
import handLists from './hand-lists.json';

/**
 * Languages with no shipped dictionary whose days and months the runtime's own CLDR data names (`Intl`), and whose
 * numbers n2words spells where it has rules for them (number-words.ts). "Georgian houses" stay a style: a theme
 * that is no everyday one needs the topic to ask for words. English names and self-names come from
 * `Intl.DisplayNames`; `name` is the one learners use where CLDR's differs ("Bangla"), and `aliases` adds others.
 */
export const calendarCodes: { code: string; name?: string; aliases?: string[]; alsoIn?: string }[] = [
  { code: 'af' },
  { code: 'am' },
  { code: 'az' },
  { code: 'be' },
  { code: 'bg' },
  { code: 'bn', name: 'Bengali', aliases: ['bangla'] },
  { code: 'bs' },
  { code: 'ca' },
  { code: 'cs' },
  { code: 'da' },
  { code: 'eo' },
  { code: 'et' },
  { code: 'eu' },
  { code: 'fa', aliases: ['farsi'] },
  { code: 'fil', name: 'Tagalog', aliases: ['filipino'] },
  { code: 'fo' },
  { code: 'gd' },
  { code: 'gl' },
  { code: 'gu' },
  { code: 'ha' },
  { code: 'haw' },
  { code: 'he', aliases: ['ivrit'] },
  { code: 'hi' },
  { code: 'hr' },
  { code: 'hu' },
  { code: 'hy' },
  { code: 'ig' },
  { code: 'is' },
  { code: 'ka' },
  { code: 'kk' },
  { code: 'km' },
  { code: 'kn' },
  { code: 'ko' },
  { code: 'lb' },
  { code: 'lt' },
  { code: 'lv' },
  { code: 'mi', aliases: ['maori'] },
  { code: 'mk' },
  { code: 'ml' },
  { code: 'mn' },
  { code: 'mr' },
  { code: 'ms', aliases: ['bahasa melayu'] },
  { code: 'mt' },
  { code: 'ne' },
  { code: 'pa' },
  { code: 'ps' },
  { code: 'ro' },
  { code: 'si' },
  { code: 'sk' },
  { code: 'sl' },
  { code: 'so' },
  { code: 'sq' },
  // Serbian is written in both scripts: Cyrillic, with the Latin spelling beside it.
  { code: 'sr', alsoIn: 'sr-Latn' },
  { code: 'ta' },
  { code: 'te' },
  { code: 'th' },
  { code: 'uk' },
  { code: 'ur' },
  { code: 'uz' },
  { code: 'vi' },
  { code: 'xh' },
  { code: 'yo' },
  { code: 'yue' },
  { code: 'zu' },
];

const byCode = new Map(calendarCodes.map((entry) => [entry.code, entry]));
let named: Language[] | undefined;

/** The languages with their names, built on first use: each self-name asks CLDR once (about 30 ms for all). */
export function calendarLanguages(): Language[] {
  if (named) return named;
  const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });
  named = calendarCodes.map(({ code, name = englishNames.of(code) ?? code, aliases = [] }) => {
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code)?.toLowerCase();
    const names = [name.toLowerCase(), ...aliases, ...(own && own !== code ? [own] : [])];
    return { name, code, aliases: [...new Set(names)], withoutDictionary: true };
  });
  return named;
}

/** The first Monday of 2024 and the first of each month, at noon so no time zone moves the day. */
const day = (at: number) => new Date(Date.UTC(2024, 0, 1 + at, 12));
const month = (at: number) => new Date(Date.UTC(2024, at, 1, 12));

/** English day and month names (as hand-lists.json has them) → the language's, in the Gregorian calendar. */
function calendarWords(locale: string): Map<string, string> {
  const named = (options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory', timeZone: 'UTC' }).format(date);
  return new Map([
    ...handLists.days.map((english, at) => [english.toLowerCase(), named({ weekday: 'long' }, day(at))] as const),
    ...handLists.months.map((english, at) => [english.toLowerCase(), named({ month: 'long' }, month(at))] as const),
  ]);
}

/**
 * A language's days and months as a dictionary: numbers are spelled by rule where they are asked
 * (number-words.ts), and every other word is missing, so other themes are refused.
 */
export function calendarDictionary(language: Language): Dictionary {
  const words = calendarWords(language.code);
  const alsoIn = byCode.get(language.code)?.alsoIn;
  const other = alsoIn ? calendarWords(alsoIn) : undefined;
  const shown = (english: string, word: string) => {
    const second = other?.get(english);
    return second && second !== word ? `${word} (${second})` : word;
  };
  const reverse = new Map([...words].map(([english, word]) => [shown(english, word).toLowerCase(), english]));
  return {
    language,
    translations(english) {
      const word = words.get(english.toLowerCase());
      return word === undefined ? undefined : [shown(english.toLowerCase(), word)];
    },
    englishFor: (translation) => {
      const english = reverse.get(translation.toLowerCase());
      return english ? [english] : [];
    },
  };
}
