import { terms } from './words';

export interface Ranked {
  index: number;
  text: string;
  score: number;
}

/** Okapi BM25 (k1 1.2, b 0.75) over short documents, e.g. the sentences of a transcript. */
export function rankByBm25(documents: string[], query: string, k1 = 1.2, b = 0.75): Ranked[] {
  const tokenized = documents.map(terms);
  const averageLength = tokenized.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, tokenized.length);
  const documentFrequency = new Map<string, number>();
  for (const doc of tokenized) {
    for (const term of new Set(doc)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const queryTerms = [...new Set(terms(query))];
  const count = documents.length;
  return tokenized
    .map((doc, index) => {
      let score = 0;
      for (const term of queryTerms) {
        const frequency = doc.filter((t) => t === term).length;
        if (frequency === 0) continue;
        const df = documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
        score += (idf * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * doc.length) / averageLength));
      }
      return { index, text: documents[index] ?? '', score };
    })
    .filter((ranked) => ranked.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index);
}
