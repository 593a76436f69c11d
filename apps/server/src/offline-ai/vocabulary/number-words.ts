import { toCardinal as arabic } from 'n2words/ar-SA';
import { toCardinal as bengali } from 'n2words/bn-BD';
import { toCardinal as czech } from 'n2words/cs-CZ';
import { toCardinal as danish } from 'n2words/da-DK';
import { toCardinal as german } from 'n2words/de-DE';
import { toCardinal as greek } from 'n2words/el-GR';
import { toCardinal as spanish } from 'n2words/es-ES';
import { toCardinal as persian } from 'n2words/fa-IR';
import { toCardinal as finnish } from 'n2words/fi-FI';
import { toCardinal as french } from 'n2words/fr-FR';
import { toCardinal as hebrew } from 'n2words/he-IL';
import { toCardinal as hindi } from 'n2words/hi-IN';
import { toCardinal as croatian } from 'n2words/hr-HR';
import { toCardinal as hungarian } from 'n2words/hu-HU';
import { toCardinal as indonesian } from 'n2words/id-ID';
import { toCardinal as italian } from 'n2words/it-IT';
import { toCardinal as japanese } from 'n2words/ja-JP';
import { toCardinal as korean } from 'n2words/ko-KR';
import { toCardinal as lithuanian } from 'n2words/lt-LT';
import { toCardinal as latvian } from 'n2words/lv-LV';
import { toCardinal as malay } from 'n2words/ms-MY';
import { toCardinal as norwegian } from 'n2words/nb-NO';
import { toCardinal as dutch } from 'n2words/nl-NL';
import { toCardinal as polish } from 'n2words/pl-PL';
import { toCardinal as portuguese } from 'n2words/pt-PT';
import { toCardinal as romanian } from 'n2words/ro-RO';
import { toCardinal as russian } from 'n2words/ru-RU';
import { toCardinal as serbianCyrillic } from 'n2words/sr-Cyrl-RS';
import { toCardinal as serbianLatin } from 'n2words/sr-Latn-RS';
import { toCardinal as swedish } from 'n2words/sv-SE';
import { toCardinal as swahili } from 'n2words/sw-KE';
import { toCardinal as thai } from 'n2words/th-TH';
import { toCardinal as turkish } from 'n2words/tr-TR';
import { toCardinal as urdu } from 'n2words/ur-PK';
import { toCardinal as vietnamese } from 'n2words/vi-VN';

/**
 * Number words by language code, from n2words' spelling rules. The bilingual dictionaries rank an English word's
 * translations by how often they are given, so "one" came out as the pronoun ("man", "się", "кто-то", "aliquis")
 * and "ten" as a verb; a number is spelled by rule instead.
 */
const spellers: Record<string, (value: number) => string> = {
  ar: arabic,
  bn: bengali,
  cs: czech,
  da: danish,
  de: german,
  el: greek,
  es: spanish,
  fa: persian,
  fi: finnish,
  fr: french,
  he: hebrew,
  hi: hindi,
  hr: croatian,
  hu: hungarian,
  id: indonesian,
  it: italian,
  ja: japanese,
  ko: korean,
  lt: lithuanian,
  lv: latvian,
  ms: malay,
  nb: norwegian,
  nl: dutch,
  pl: polish,
  pt: portuguese,
  ro: romanian,
  ru: russian,
  // Serbian is written in both scripts, as its days and months are (calendar-languages.ts).
  sr: (value) => `${serbianCyrillic(value)} (${serbianLatin(value)})`,
  sv: swedish,
  sw: swahili,
  th: thai,
  tr: turkish,
  ur: urdu,
  vi: vietnamese,
};

/**
 * The numbers n2words has no rules for, as learners count: Welsh in the decimal system schools teach, Mandarin
 * with pinyin and as spoken (n2words writes ten as 一十, eleven as 一十一, or in banking numerals), Irish with the
 * counting particle ("a haon"), Latin cardinals (Latin has no zero).
 */
const counted: Record<string, Record<number, string>> = {
  cy: {
    0: 'dim',
    1: 'un',
    2: 'dau',
    3: 'tri',
    4: 'pedwar',
    5: 'pump',
    6: 'chwech',
    7: 'saith',
    8: 'wyth',
    9: 'naw',
    10: 'deg',
    11: 'un deg un',
    12: 'un deg dau',
    13: 'un deg tri',
    14: 'un deg pedwar',
    15: 'un deg pump',
    16: 'un deg chwech',
    17: 'un deg saith',
    18: 'un deg wyth',
    19: 'un deg naw',
    20: 'dau ddeg',
    30: 'tri deg',
    40: 'pedwar deg',
    50: 'pum deg',
    60: 'chwe deg',
    70: 'saith deg',
    80: 'wyth deg',
    90: 'naw deg',
    100: 'cant',
  },
  zh: {
    0: '零 (líng)',
    1: '一 (yī)',
    2: '二 (èr)',
    3: '三 (sān)',
    4: '四 (sì)',
    5: '五 (wǔ)',
    6: '六 (liù)',
    7: '七 (qī)',
    8: '八 (bā)',
    9: '九 (jiǔ)',
    10: '十 (shí)',
    11: '十一 (shíyī)',
    12: '十二 (shíèr)',
    13: '十三 (shísān)',
    14: '十四 (shísì)',
    15: '十五 (shíwǔ)',
    16: '十六 (shíliù)',
    17: '十七 (shíqī)',
    18: '十八 (shíbā)',
    19: '十九 (shíjiǔ)',
    20: '二十 (èrshí)',
    30: '三十 (sānshí)',
    40: '四十 (sìshí)',
    50: '五十 (wǔshí)',
    60: '六十 (liùshí)',
    70: '七十 (qīshí)',
    80: '八十 (bāshí)',
    90: '九十 (jiǔshí)',
    100: '一百 (yìbǎi)',
  },
  ga: {
    0: 'a náid',
    1: 'a haon',
    2: 'a dó',
    3: 'a trí',
    4: 'a ceathair',
    5: 'a cúig',
    6: 'a sé',
    7: 'a seacht',
    8: 'a hocht',
    9: 'a naoi',
    10: 'a deich',
    11: 'a haon déag',
    12: 'a dó dhéag',
    13: 'a trí déag',
    14: 'a ceathair déag',
    15: 'a cúig déag',
    16: 'a sé déag',
    17: 'a seacht déag',
    18: 'a hocht déag',
    19: 'a naoi déag',
    20: 'fiche',
    30: 'tríocha',
    40: 'daichead',
    50: 'caoga',
    60: 'seasca',
    70: 'seachtó',
    80: 'ochtó',
    90: 'nócha',
    100: 'céad',
  },
  la: {
    1: 'unus',
    2: 'duo',
    3: 'tres',
    4: 'quattuor',
    5: 'quinque',
    6: 'sex',
    7: 'septem',
    8: 'octo',
    9: 'novem',
    10: 'decem',
    11: 'undecim',
    12: 'duodecim',
    13: 'tredecim',
    14: 'quattuordecim',
    15: 'quindecim',
    16: 'sedecim',
    17: 'septendecim',
    18: 'duodeviginti',
    19: 'undeviginti',
    20: 'viginti',
    30: 'triginta',
    40: 'quadraginta',
    50: 'quinquaginta',
    60: 'sexaginta',
    70: 'septuaginta',
    80: 'octoginta',
    90: 'nonaginta',
    100: 'centum',
  },
};

/**
 * A number in the language, or undefined where neither a speller nor the counted list has it. A dictionary entry
 * that begins with the same spelling is kept whole, as it may add a reading (Japanese "一 (いち, ichi)").
 */
export function numberWord(code: string, value: number, dictionaryEntry?: string): string | undefined {
  const speller = spellers[code];
  if (!speller) return counted[code]?.[value];
  const spelled = speller(value);
  return dictionaryEntry?.startsWith(`${spelled} `) ? dictionaryEntry : spelled;
}

/** Whether numbers in the language are spelled by rule or listed. */
export const hasNumberWords = (code: string) => code in spellers || code in counted;
