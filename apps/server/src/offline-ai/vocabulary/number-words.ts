import { toCardinal as arabic } from 'n2words/ar-SA';
import { toCardinal as german } from 'n2words/de-DE';
import { toCardinal as greek } from 'n2words/el-GR';
import { toCardinal as spanish } from 'n2words/es-ES';
import { toCardinal as finnish } from 'n2words/fi-FI';
import { toCardinal as french } from 'n2words/fr-FR';
import { toCardinal as indonesian } from 'n2words/id-ID';
import { toCardinal as italian } from 'n2words/it-IT';
import { toCardinal as japanese } from 'n2words/ja-JP';
import { toCardinal as norwegian } from 'n2words/nb-NO';
import { toCardinal as dutch } from 'n2words/nl-NL';
import { toCardinal as polish } from 'n2words/pl-PL';
import { toCardinal as portuguese } from 'n2words/pt-PT';
import { toCardinal as russian } from 'n2words/ru-RU';
import { toCardinal as swedish } from 'n2words/sv-SE';
import { toCardinal as swahili } from 'n2words/sw-KE';
import { toCardinal as turkish } from 'n2words/tr-TR';

/**
 * Number words by language code, from n2words' spelling rules. The bilingual dictionaries rank an English word's
 * translations by how often they are given, so "one" came out as the pronoun ("man", "się", "кто-то") and "ten" as
 * a verb; a number is spelled by rule instead. Welsh, Irish and Latin have no speller there, and get no number cards.
 */
const spellers: Record<string, (value: number) => string> = {
  ar: arabic,
  de: german,
  el: greek,
  es: spanish,
  fi: finnish,
  fr: french,
  id: indonesian,
  it: italian,
  ja: japanese,
  nb: norwegian,
  nl: dutch,
  pl: polish,
  pt: portuguese,
  ru: russian,
  sv: swedish,
  sw: swahili,
  tr: turkish,
};

/**
 * A number in the language, or undefined where no speller has it. A dictionary entry that begins with the same
 * spelling is kept whole, as it may add a reading (Japanese "一 (いち, ichi)").
 */
export function numberWord(code: string, value: number, dictionaryEntry?: string): string | undefined {
  const speller = spellers[code];
  if (!speller) return undefined;
  const spelled = speller(value);
  return dictionaryEntry?.startsWith(`${spelled} `) ? dictionaryEntry : spelled;
}
