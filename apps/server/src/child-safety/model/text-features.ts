/**
 * The features the safety model reads, computed as scikit-learn's TfidfVectorizer computes them when
 * scripts/safety-model/train.py trains it (sublinear term frequency, smoothed idf, each block scaled to unit
 * length): word and word-pair counts of the lemmas, and character runs of 2 to 5 inside each spelled word.
 */
export interface Vocabulary {
  /** Feature → its index within the block. */
  index: Map<string, number>;
  idf: Float64Array;
}

/** Words as the trainer's token pattern finds them, then each pair of neighbours: "do not want", "not want". */
export function wordGrams(lemmas: string): string[] {
  const words = lemmas.match(/[a-z0-9']+/g) ?? [];
  return [...words, ...words.slice(1).map((word, index) => `${words[index]} ${word}`)];
}

const shortest = 2;
const longest = 5;

/**
 * Runs of 2 to 5 characters of each word padded with a space either side; a padded word no longer than a run
 * length gives itself once (as scikit-learn's `char_wb` analyzer does).
 */
export function characterGrams(spelled: string): string[] {
  const grams: string[] = [];
  for (const word of spelled.split(/\s+/).filter(Boolean)) {
    const padded = ` ${word} `;
    for (let n = shortest; n <= longest; n++) {
      let offset = 0;
      grams.push(padded.slice(offset, offset + n));
      while (offset + n < padded.length) {
        offset++;
        grams.push(padded.slice(offset, offset + n));
      }
      if (offset === 0) break;
    }
  }
  return grams;
}

/** One block's known features as index → weight: 1 + ln(count) times idf, scaled to unit length. */
export function tfidf(grams: string[], vocabulary: Vocabulary): Map<number, number> {
  const counts = new Map<number, number>();
  for (const gram of grams) {
    const at = vocabulary.index.get(gram);
    if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  const weights = new Map<number, number>();
  let squares = 0;
  for (const [at, count] of counts) {
    const weight = (1 + Math.log(count)) * (vocabulary.idf[at] ?? 0);
    weights.set(at, weight);
    squares += weight * weight;
  }
  const length = Math.sqrt(squares);
  if (length > 0) for (const [at, weight] of weights) weights.set(at, weight / length);
  return weights;
}
