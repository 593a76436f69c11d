import type { PartOfSpeech } from './wordnet-files';

export interface Pointer {
  symbol: string;
  offset: number;
  pos: PartOfSpeech;
  /** 1-based word numbers a lexical pointer links (0 when it links the whole synset). */
  sourceWord: number;
  targetWord: number;
}

export interface Synset {
  offset: number;
  pos: PartOfSpeech;
  /** WordNet's lexicographer file, a coarse subject of the meaning (noun.body, noun.substance, …; see lexnames(5WN)). */
  lexFile: number;
  /** Lemmas as people write them (underscores turned into spaces). */
  words: string[];
  pointers: Pointer[];
  /** The gloss's definition part(s), without the quoted examples. */
  definition: string;
  examples: string[];
}

/** One meaning, whichever entry it was read from (the dictionary reads a synset afresh each time). */
export const meaningKey = (synset: Synset) => `${synset.pos}:${synset.offset}`;

/** Lexicographer files (lexnames(5WN)) the rules name. */
export const lexFiles = { location: 15, person: 18 } as const;

const posByLetter: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** Byte offsets of the synsets listed on an index line (`lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offsets…`). */
export function offsetsFromIndexLine(line: string): number[] {
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2]);
  return fields.slice(-synsetCount).map(Number);
}

/** Parses one line of a data.* file (WordNet's wndb format). */
export function parseDataLine(line: string): Synset {
  const [head = '', gloss = ''] = splitOnce(line, ' | ');
  const fields = head.trim().split(' ');
  let at = 0;
  const next = () => fields[at++] ?? '';
  const offset = Number(next());
  const lexFile = Number(next());
  const pos = posByLetter[next()] ?? 'noun';
  const wordCount = Number.parseInt(next(), 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    words.push(
      next()
        .replace(/\(.*\)$/, '')
        .replaceAll('_', ' '),
    );
    next(); // lex_id
  }
  const pointerCount = Number(next());
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++) {
    const symbol = next();
    const target = Number(next());
    const targetPos = posByLetter[next()] ?? 'noun';
    const words = next();
    pointers.push({
      symbol,
      offset: target,
      pos: targetPos,
      sourceWord: Number.parseInt(words.slice(0, 2), 16) || 0,
      targetWord: Number.parseInt(words.slice(2), 16) || 0,
    });
  }
  const { definition, examples } = splitGloss(gloss.trim());
  return { offset, pos, lexFile, words, pointers, definition, examples };
}

/** A gloss is "definition; definition; \"example\"; \"example\"". */
function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => (match[1] ?? '').trim()).filter(Boolean);
  const definition = gloss
    .replace(/"[^"]*"/g, '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .join('; ');
  return { definition, examples };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
