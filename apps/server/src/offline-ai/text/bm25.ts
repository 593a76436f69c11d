import { terms } from './words';

export interface Ranked {
  index: number;
  text: string;
  score: number;
}

/** Okapi BM25 (k1 1.2, b 0.75) over short documents, tokenised once so many queries can share it. */
export class Bm25Index {
  private readonly counts: Map<string, number>[];
  private readonly lengths: number[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    documents: string[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    const tokenized = documents.map(terms);
    this.lengths = tokenized.map((doc) => doc.length);
    this.averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, documents.length);
    this.counts = tokenized.map((doc) => {
      const counts = new Map<string, number>();
      for (const term of doc) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const term of counts.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
      return counts;
    });
  }

  /** One score per document, in document order (0 where no query term occurs). */
  scores(query: string): number[] {
    const queryTerms = [...new Set(terms(query))];
    const count = this.counts.length;
    return this.counts.map((doc, index) => {
      let score = 0;
      for (const term of queryTerms) {
        const frequency = doc.get(term) ?? 0;
        if (frequency === 0) continue;
        const df = this.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
        const length = this.lengths[index] ?? 0;
        score +=
          (idf * frequency * (this.k1 + 1)) /
          (frequency + this.k1 * (1 - this.b + (this.b * length) / this.averageLength));
      }
      return score;
    });
  }
}

/** The documents that share a term with the query, best first, e.g. the sentences of a transcript. */
export function rankByBm25(documents: string[], query: string, k1 = 1.2, b = 0.75): Ranked[] {
  return new Bm25Index(documents, k1, b)
    .scores(query)
    .map((score, index) => ({ index, text: documents[index] ?? '', score }))
    .filter((ranked) => ranked.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index);
}
