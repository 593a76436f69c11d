import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findShipped } from '../../platform/shipped-files';

/** One meaning of an entry, as scripts/dictionaries/build-foldoc.mjs writes it. */
export interface FoldocSense {
  /** The first paragraph of the meaning, without FOLDOC's markup. */
  t: string;
  /** Subject tags ("programming", "database"); absent when FOLDOC gives none. */
  d?: string[];
  /** Headwords of other entries the meaning refers to, in the order the text gives them. */
  r?: string[];
  /** The entries a meaning only points at ("{inner join} (common) or {outer join}"). */
  p?: string[];
}

export interface FoldocEntry {
  /** The headword, in FOLDOC's spelling. */
  h: string;
  /** Other headwords filed under this entry: abbreviations, former names, forms, subterms. */
  a?: string[];
  s: FoldocSense[];
}

interface FoldocFile {
  source: string;
  licence: string;
  entries: FoldocEntry[];
}

const dataFile = path.join('dictionaries', 'foldoc', 'foldoc.json');

/** apps/server/dictionaries/foldoc/foldoc.json. */
const findDataFile = () => findShipped(dataFile, 'run node scripts/dictionaries/build-foldoc.mjs');

export const termKey = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

/** FOLDOC, the Free On-line Dictionary of Computing: entries by any of their headwords, case-insensitively. */
export class Foldoc {
  private readonly byKey = new Map<string, FoldocEntry[]>();

  constructor(entries: FoldocEntry[]) {
    for (const entry of entries) {
      for (const headword of [entry.h, ...(entry.a ?? [])]) {
        const key = termKey(headword);
        const list = this.byKey.get(key);
        if (!list) this.byKey.set(key, [entry]);
        else if (!list.includes(entry)) list.push(entry);
      }
    }
  }

  /** Every entry filed under a term, in any case. */
  entries(term: string): FoldocEntry[] {
    return this.byKey.get(termKey(term)) ?? [];
  }

  /**
   * The entry a cross-reference names: the one spelled exactly so ("scope", not SCOPE the acronym), else
   * the first.
   */
  entry(headword: string): FoldocEntry | undefined {
    const found = this.entries(headword);
    return found.find((entry) => entry.h === headword) ?? found[0];
  }
}

let foldoc: Foldoc | undefined;

/** The dictionary, read from disk on first use (about 3 MB of JSON) and kept. */
export function getFoldoc(): Foldoc {
  if (!foldoc) {
    const file = JSON.parse(readFileSync(findDataFile(), 'utf8')) as FoldocFile;
    foldoc = new Foldoc(file.entries);
  }
  return foldoc;
}
