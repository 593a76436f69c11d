import { type PartOfSpeech, partsOfSpeech, WordNetFiles } from './wordnet-files';
import { offsetsFromIndexLine, parseDataLine, type Synset } from './wordnet-synset';

export type { Synset } from './wordnet-synset';

/** WordNet pointer symbols this app reads (see wndb(5WN)). */
export const relation = {
  hypernym: ['@', '@i'],
  hyponym: ['~', '~i'],
  partMeronym: ['%p', '%s', '%m'],
  holonym: ['#p', '#s', '#m'],
  topicDomain: [';c'],
  derivation: ['+'],
  pertainym: ['\\'],
  similar: ['&'],
} as const;

export interface Entry {
  /** The lemma as found, with spaces (e.g. "light reaction"). */
  lemma: string;
  /** Every sense, nouns first, each part of speech in WordNet's frequency order. */
  senses: Synset[];
}

/** Lemma, plus the base forms of regular noun plurals ("volcanoes" → "volcano"). */
function lemmaCandidates(text: string): string[] {
  const lemma = text.trim().toLowerCase().replace(/\s+/g, '_');
  const candidates = [lemma];
  if (lemma.endsWith('ies')) candidates.push(`${lemma.slice(0, -3)}y`);
  if (lemma.endsWith('es')) candidates.push(lemma.slice(0, -2));
  if (lemma.endsWith('s') && !lemma.endsWith('ss')) candidates.push(lemma.slice(0, -1));
  return candidates;
}

export class WordNet {
  constructor(private readonly files = new WordNetFiles()) {}

  lookup(text: string): Entry | undefined {
    for (const lemma of lemmaCandidates(text)) {
      const senses = partsOfSpeech.flatMap((pos) => {
        const line = this.files.indexLine(pos, lemma);
        return line ? offsetsFromIndexLine(line).map((offset) => this.synset(pos, offset)) : [];
      });
      if (senses.length > 0) return { lemma: lemma.replaceAll('_', ' '), senses };
    }
    return undefined;
  }

  synset(pos: PartOfSpeech, offset: number): Synset {
    return parseDataLine(this.files.dataLine(pos, offset));
  }

  related(synset: Synset, symbols: readonly string[]): Synset[] {
    return synset.pointers
      .filter((pointer) => symbols.includes(pointer.symbol))
      .map((pointer) => this.synset(pointer.pos, pointer.offset));
  }
}

let shared: WordNet | undefined;

/** One dictionary per process, opened on first use. */
export function getWordNet(): WordNet {
  shared ??= new WordNet();
  return shared;
}
