/** Common English words that carry no topic of their own. */
export const stopWords = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
  from further get gets got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself
  him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's like me more most
  mustn't my myself no nor not now of off on once only or other ought our ours ourselves out over own really same
  shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then
  there there's these they they'd they'll they're they've this those through to too under until up us very was wasn't
  we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's
  will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves yes yeah okay ok oh um
  one two many much thing things something anything everything way ways make makes made go going want wants know
  tell told say said see think use used using lot lots well even still back just`.split(/\s+/),
);

/** Lower-case word tokens, apostrophes kept inside words. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** A crude English stem so "plants" matches "plant" and "growing" matches "grow". */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Stemmed content words: what ranking and key-term extraction compare. */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !stopWords.has(word) && word.length > 1)
    .map(stem);
}

const abbreviations = /\b(?:e\.g|i\.e|etc|vs|cf|approx|no|vol|pp|Inc|Ltd|Corp|Dr|Mr|Mrs|St|[A-Z])\.$/;

/**
 * Splits prose into sentences (also on line breaks and list bullets), not after "e.g." or an initial, and
 * keeping a closing quote or bracket with its sentence. The one splitter for notes, lessons and dictionaries.
 */
export function sentences(text: string): string[] {
  const joined: string[] = [];
  for (const line of text.split(/\n+/)) {
    const bare = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
    let startOfLine = true;
    for (const piece of bare.split(/(?<=[.!?]["'”)]?)\s+(?=["“'(]?[\p{Lu}\d])/u)) {
      const last = joined.at(-1);
      if (!startOfLine && last !== undefined && abbreviations.test(last))
        joined[joined.length - 1] = `${last} ${piece}`;
      else joined.push(piece);
      startOfLine = false;
    }
  }
  return joined.filter((part) => /\p{L}/u.test(part));
}

const questionStarts = /^(what|whats|which|why|how|where|when|who|can|could|do|does|did|is|are|will|would|should)\b/i;

/** A question mark, or a sentence that opens like a question (children often skip the mark). */
export const isQuestion = (text: string) => text.trim().endsWith('?') || questionStarts.test(text.trim());

/** "Sky" from "sky", for the start of a sentence. */
export const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
