import { type PartOfSpeech, partsOfSpeech, WordNetFiles } from './wordnet-files';
import { offsetsFromIndexLine, parseDataLine, type Synset } from './wordnet-synset';

export { lexFiles, meaningKey, type Synset } from './wordnet-synset';

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

/**
 * Lemma, plus the base forms of regular noun plurals ("volcanoes" → "volcano"). English adds "-es" only after s,
 * x, z, ch, sh and o, so "oranges" is an orange, not an orang.
 */
function lemmaCandidates(text: string): string[] {
  const lemma = text.trim().toLowerCase().replace(/\s+/g, '_');
  const candidates = [lemma];
  if (lemma.endsWith('ies')) candidates.push(`${lemma.slice(0, -3)}y`);
  if (/(?:[sxzo]|ch|sh)es$/.test(lemma)) candidates.push(lemma.slice(0, -2));
  if (lemma.endsWith('s') && !lemma.endsWith('ss')) candidates.push(lemma.slice(0, -1));
  return candidates;
}

export interface Usage {
  lemma: string;
  senses: Partial<Record<PartOfSpeech, number>>;
  /** Senses SemCor tagged, per part of speech. */
  taggedByPos: Partial<Record<PartOfSpeech, number>>;
  tagged: number;
}

export class WordNet {
  /** Every lemma by its first letter, built on first use (only near-miss suggestions need it). */
  private lemmasByLetter: Map<string, string[]> | undefined;

  constructor(private readonly files = new WordNetFiles()) {}

  /** Every lemma of any part of speech that starts with this letter, with spaces. */
  lemmasStartingWith(letter: string): string[] {
    if (!this.lemmasByLetter) {
      this.lemmasByLetter = new Map();
      const all = new Set(partsOfSpeech.flatMap((pos) => this.files.lemmas(pos)));
      for (const lemma of all) {
        const group = this.lemmasByLetter.get(lemma.charAt(0)) ?? [];
        group.push(lemma.replaceAll('_', ' '));
        this.lemmasByLetter.set(lemma.charAt(0), group);
      }
    }
    return this.lemmasByLetter.get(letter) ?? [];
  }

  lookup(text: string): Entry | undefined {
    for (const lemma of lemmaCandidates(text)) {
      const entry = this.entry(lemma);
      if (entry) return entry;
    }
    return undefined;
  }

  /** The entry for exactly this lemma (any case, spaces or underscores), without guessing at plurals. */
  entry(text: string): Entry | undefined {
    const lemma = text.trim().toLowerCase().replace(/\s+/g, '_');
    if (!lemma) return undefined;
    const senses = partsOfSpeech.flatMap((pos) => {
      const line = this.files.indexLine(pos, lemma);
      return line ? offsetsFromIndexLine(line).map((offset) => this.synset(pos, offset)) : [];
    });
    return senses.length > 0 ? { lemma: lemma.replaceAll('_', ' '), senses } : undefined;
  }

  /**
   * Sense counts per part of speech, and how many senses SemCor tagged (a rough sign of an everyday word),
   * read from the index lines alone so it costs no disk reads.
   */
  usage(text: string): Usage | undefined {
    for (const lemma of lemmaCandidates(text)) {
      const usage: Usage = { lemma: lemma.replaceAll('_', ' '), senses: {}, taggedByPos: {}, tagged: 0 };
      for (const pos of partsOfSpeech) {
        const line = this.files.indexLine(pos, lemma);
        if (!line) continue;
        const fields = line.trim().split(' ');
        const count = Number(fields[2]);
        const tagged = Number(fields[fields.length - count - 1]) || 0;
        usage.senses[pos] = count;
        usage.taggedByPos[pos] = tagged;
        usage.tagged += tagged;
      }
      if (Object.keys(usage.senses).length > 0) return usage;
    }
    return undefined;
  }

  /** How often SemCor tagged each noun sense of an entry, by synset offset (0 for senses it never tagged). */
  nounTags(entry: Entry): Map<number, number> {
    return this.files.senseTags(entry.lemma.replaceAll(' ', '_'), 'noun');
  }

  synset(pos: PartOfSpeech, offset: number): Synset {
    return parseDataLine(this.files.dataLine(pos, offset));
  }

  related(synset: Synset, symbols: readonly string[]): Synset[] {
    return synset.pointers
      .filter((pointer) => symbols.includes(pointer.symbol))
      .map((pointer) => this.synset(pointer.pos, pointer.offset));
  }

  /** Broader terms one and two steps up. */
  broader(synset: Synset): Synset[] {
    const parents = this.related(synset, relation.hypernym);
    return [...parents, ...parents.flatMap((parent) => this.related(parent, relation.hypernym))];
  }
}

let shared: WordNet | undefined;

/** One dictionary per process, opened on first use. */
export function getWordNet(): WordNet {
  shared ??= new WordNet();
  return shared;
}

/** Whether the dictionary has these words as one noun ("ice cream", "report card"), not only a verb phrase ("sleep in"). */
export const isNounPhrase = (words: string[]) =>
  words.length > 1 &&
  (getWordNet()
    .lookup(words.join(' '))
    ?.senses.some((sense) => sense.pos === 'noun') ??
    false);
