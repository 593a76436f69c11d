import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findShipped } from '../../platform/shipped-files';
import { calendarDictionary } from './calendar-languages';

/** A language the offline generator has a dictionary for: English name, file code and the names learners use. */
export interface Language {
  name: string;
  code: string;
  aliases: string[];
  /**
   * No FreeDict dictionary: only the days and months the runtime names, the numbers spelled by rule (decision 180)
   * and the names CLDR gives everyday things (decision 183).
   */
  withoutDictionary?: boolean;
}

/**
 * The dictionaries in apps/server/dictionaries/freedict (scripts/dictionaries/build-freedict.mjs, docs/decisions/128;
 * Japanese from EDICT, decision 175; Mandarin from CC-CEDICT for the HSK words, decision 178).
 */
export const languages: Language[] = [
  { name: 'Italian', code: 'it', aliases: ['italian', 'italiano'] },
  { name: 'Spanish', code: 'es', aliases: ['spanish', 'español', 'espanol', 'castilian'] },
  { name: 'French', code: 'fr', aliases: ['french', 'français', 'francais'] },
  { name: 'German', code: 'de', aliases: ['german', 'deutsch'] },
  { name: 'Portuguese', code: 'pt', aliases: ['portuguese', 'brazilian portuguese', 'português', 'portugues'] },
  { name: 'Dutch', code: 'nl', aliases: ['dutch', 'flemish', 'nederlands'] },
  { name: 'Swedish', code: 'sv', aliases: ['swedish', 'svenska'] },
  { name: 'Norwegian', code: 'nb', aliases: ['norwegian', 'norsk', 'bokmål', 'bokmal'] },
  { name: 'Finnish', code: 'fi', aliases: ['finnish', 'suomi'] },
  { name: 'Polish', code: 'pl', aliases: ['polish', 'polski'] },
  { name: 'Turkish', code: 'tr', aliases: ['turkish', 'türkçe', 'turkce'] },
  { name: 'Greek', code: 'el', aliases: ['greek', 'modern greek'] },
  { name: 'Indonesian', code: 'id', aliases: ['indonesian', 'bahasa indonesia'] },
  { name: 'Welsh', code: 'cy', aliases: ['welsh', 'cymraeg'] },
  { name: 'Latin', code: 'la', aliases: ['latin'] },
  { name: 'Russian', code: 'ru', aliases: ['russian', 'русский'] },
  { name: 'Arabic', code: 'ar', aliases: ['arabic', 'modern standard arabic'] },
  { name: 'Irish', code: 'ga', aliases: ['irish', 'irish gaelic', 'gaeilge'] },
  { name: 'Swahili', code: 'sw', aliases: ['swahili', 'kiswahili'] },
  { name: 'Japanese', code: 'ja', aliases: ['japanese', 'nihongo', '日本語'] },
  {
    name: 'Chinese',
    code: 'zh',
    aliases: ['chinese', 'mandarin', 'mandarin chinese', 'simplified chinese', 'putonghua', '中文', '汉语', '普通话'],
  },
];

export interface Dictionary {
  language: Language;
  /** The one or two translations of an English word (any case), best first, or undefined. */
  translations(english: string): string[] | undefined;
  /** The English words a translation (any case) stands for. */
  englishFor(translation: string): string[];
}

interface DictionaryFile {
  language: string;
  source: string;
  licence: string;
  /** English word (lower case) → its translations joined by "|". */
  words: Record<string, string>;
}

/** `dictionaries/freedict` at the server package root. */
const findDataDir = () =>
  findShipped(path.join('dictionaries', 'freedict'), 'run node scripts/dictionaries/build-freedict.mjs');
/** `dictionaries/picture-words` at the server package root, and the language codes it has files for, read once. */
let pictureWords: { dir: string; codes: Set<string> } | undefined;
function picturesFolder() {
  if (pictureWords) return pictureWords;
  const dir = findShipped(
    path.join('dictionaries', 'picture-words'),
    'run node --import tsx scripts/dictionaries/build-picture-words.mjs',
  );
  const codes = new Set(readdirSync(dir).flatMap((file) => (file.endsWith('.json') ? [file.slice(0, -5)] : [])));
  pictureWords = { dir, codes };
  return pictureWords;
}

const loaded = new Map<string, Dictionary>();
let common: Record<string, number> | undefined;

/**
 * How many of the shipped dictionaries translate an English word (0 for fewer than three): the small ones keep
 * everyday words, so a word most of them have is one a learner meets early.
 */
export function commonness(english: string): number {
  common ??= (
    JSON.parse(readFileSync(path.join(findDataDir(), 'common.json'), 'utf8')) as { words: Record<string, number> }
  ).words;
  return common[english.toLowerCase()] ?? 0;
}

/** A file of English word → translations joined by "|" as a dictionary. */
function fileDictionary(language: Language, words: Record<string, string>): Dictionary {
  let reverse: Map<string, string[]> | undefined;
  return {
    language,
    translations: (english) => words[english.toLowerCase()]?.split('|'),
    englishFor(translation) {
      if (!reverse) {
        reverse = new Map();
        for (const [english, joined] of Object.entries(words)) {
          for (const word of joined.split('|')) {
            const key = word.toLowerCase();
            reverse.set(key, [...(reverse.get(key) ?? []), english]);
          }
        }
      }
      return reverse.get(translation.toLowerCase()) ?? [];
    },
  };
}

/** Dictionaries asked in turn: a word takes the first one's translation that has it. */
function layered(language: Language, layers: Dictionary[]): Dictionary {
  return {
    language,
    translations: (english) => layers.map((layer) => layer.translations(english)).find((found) => found !== undefined),
    englishFor: (translation) => [...new Set(layers.flatMap((layer) => layer.englishFor(translation)))],
  };
}

const readWords = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as DictionaryFile).words;

/** Whether CLDR names everyday things (food, animals, colours) in a language: its picture words (decision 183). */
export const hasPictureWords = (language: Language) => picturesFolder().codes.has(language.code);

/**
 * The dictionary of a language, read from disk on first use and kept for the life of the process: its FreeDict
 * dictionary (for a language without one, its days and months), then for the words that has not, the names CLDR
 * gives the things emoji show. FreeDict's come first as they carry what CLDR's lack: German articles, Japanese
 * readings, Mandarin pinyin.
 */
export function dictionaryOf(language: Language): Dictionary {
  const cached = loaded.get(language.code);
  if (cached) return cached;
  const base = language.withoutDictionary
    ? calendarDictionary(language)
    : fileDictionary(language, readWords(path.join(findDataDir(), `${language.code}.json`)));
  const dictionary = hasPictureWords(language)
    ? layered(language, [
        base,
        fileDictionary(language, readWords(path.join(picturesFolder().dir, `${language.code}.json`))),
      ])
    : base;
  loaded.set(language.code, dictionary);
  return dictionary;
}
