import { pickIndex } from '../pick';
import { childWords } from '../text/child-spelling';
import { type FactIndex, getFactIndex, type KidFact } from './fact-index';

export interface FactMatch {
  fact: KidFact;
  /** The keyword the child asked about, as the fact base spells it ("volcano", "black hole"). */
  keyword: string;
  /** The child's words, respelled (see `childWords`), and where in them the keyword was said. */
  tokens: string[];
  span: { start: number; end: number };
  /** The subject names a thing ("volcanoes"), not an action or quality ("grow", "burp"). */
  isThing: boolean;
}

interface Mention {
  keyword: string;
  /** How surely the child's spelling means the keyword (1 when spelled right). */
  weight: number;
  start: number;
  end: number;
}

/** Words after which comes a verb ("why do we burp"), so the word there is an action, not a thing. */
const verbSlot = new Set('i you we they he she it'.split(' '));
/** Words after which comes a noun: determiners, and the verb of a question ("why do cats…"). */
const nounSlot = new Set(
  'a an the my your our his her their some any this these those do does did can could are is were was'.split(' '),
);

/** Closeness of scores within which facts count as equally good answers, so repeats can vary. */
const tieMargin = 0.92;
/** How much BM25 over the fact's words counts next to its keywords. */
const textWeight = 0.25;
/** A fact's first keyword is what it is mainly about ("Wind is moving air…" leads with "wind"). */
const primaryBonus = 1.25;
/** "What is a volcano?" is best answered by the fact that says what a volcano is. */
const definitionBonus = 1.5;
/** A keyword found only in the fact's text, not in its `about` list. */
const textHitWeight = 0.7;
/** Actions and qualities ("swim", "salty") say less about the subject than things ("dinosaurs", "sea"). */
const notThingWeight = 0.6;
/** Children put what they ask about first ("could dinosaurs swim", "how do planes stay up in the sky"). */
const firstThingBonus = 2;

/** Every keyword the message mentions, each with its best spelling weight and where it was said. */
function mentions(index: FactIndex, tokens: string[]): Mention[] {
  const found = new Map<string, Mention>();
  const note = (mention: Mention) => {
    const known = found.get(mention.keyword);
    if (!known || known.weight < mention.weight) found.set(mention.keyword, mention);
  };
  // A near spelling that could be a thing or a "how" word ("hart": heart, hard, hurt) is the thing.
  const matches = tokens.map((token) => {
    const candidates = index.vocabulary.match(token);
    const strong = candidates.filter((candidate) => !index.isWeak(index.canonical(candidate.word)));
    return strong.length > 0 ? strong : candidates;
  });
  matches.forEach((candidates, at) => {
    for (const { word, weight } of candidates) {
      note({ keyword: index.canonical(word), weight, start: at, end: at + 1 });
    }
  });
  for (const phrase of index.phrases) {
    for (let start = 0; start + phrase.length <= tokens.length; start++) {
      let weight = 1;
      for (const [offset, part] of phrase.entries()) {
        const candidate = matches[start + offset]?.find((match) => index.canonical(match.word) === part);
        weight = Math.min(weight, candidate?.weight ?? 0);
      }
      if (weight > 0) note({ keyword: phrase.join(' '), weight, start, end: start + phrase.length });
    }
  }
  return [...found.values()].filter((mention) => index.factsByKeyword.has(mention.keyword));
}

/** The child's mentions, weighed: which name things, the first thing named, and how much each counts. */
interface Weighed {
  found: Mention[];
  /** Non-weak mentions that name things, in the order the child said them. */
  strongThings: Mention[];
  thingLike: (mention: Mention) => boolean;
  relevance: (mention: Mention) => number;
}

function weigh(index: FactIndex, tokens: string[], found: Mention[]): Weighed {
  // What a child asks about is a thing: a noun, or any word in a noun's place ("how do trains…", "the tracks").
  const thingLike = (mention: Mention) => {
    const before = tokens[mention.start - 1] ?? '';
    return !verbSlot.has(before) && (index.isThing(mention.keyword) || nounSlot.has(before));
  };
  const strongThings = found
    .filter((mention) => !index.isWeak(mention.keyword) && thingLike(mention))
    .sort((x, y) => x.start - y.start || y.end - x.end);
  const first = strongThings[0];
  const relevance = (mention: Mention) =>
    mention.weight *
    index.weight(mention.keyword) *
    (thingLike(mention) ? 1 : notThingWeight) *
    (mention === first ? firstThingBonus : 1);
  return { found, strongThings, thingLike, relevance };
}

/** Facts by how well they answer: the keywords the child mentioned, plus BM25 over the facts' words. */
function rankFacts(index: FactIndex, tokens: string[], { found, relevance }: Weighed) {
  const asksWhatIs = /^(?:whats|what's|what is|what are)\b/.test(tokens.join(' '));
  // A keyword the fact's text uses counts too, a little less than one its `about` list names.
  const keywordScores = new Map<number, number>();
  const add = (factIndex: number, score: number) =>
    keywordScores.set(factIndex, (keywordScores.get(factIndex) ?? 0) + score);
  for (const mention of found) {
    const named = new Set(index.factsByKeyword.get(mention.keyword));
    for (const factIndex of named) {
      const primary = index.keywordsOfFact[factIndex]?.values().next().value === mention.keyword;
      const answersWhatIs = asksWhatIs && index.defines[factIndex] === mention.keyword;
      add(factIndex, relevance(mention) * (primary ? primaryBonus : 1) * (answersWhatIs ? definitionBonus : 1));
    }
    index.keywordsInText.forEach((keywords, factIndex) => {
      if (!named.has(factIndex) && keywords.has(mention.keyword)) add(factIndex, textHitWeight * relevance(mention));
    });
  }
  const query = [...tokens, ...found.map((mention) => mention.keyword)].join(' ');
  const textScores = index.bm25.scores(query);
  return [...keywordScores.keys()]
    .map((factIndex) => ({
      factIndex,
      score: (keywordScores.get(factIndex) ?? 0) + textWeight * (textScores[factIndex] ?? 0),
    }))
    .sort((x, y) => y.score - x.score || x.factIndex - y.factIndex);
}

/** Near-ties are equally good answers: vary among those the child has not heard yet, else take the best new one. */
function pickRanked(
  index: FactIndex,
  ranked: { factIndex: number; score: number }[],
  options: { seed: string; told?: string[] },
): number | undefined {
  const best = ranked[0];
  if (!best) return undefined;
  const told = options.told ?? [];
  const isNew = ({ factIndex }: { factIndex: number }) =>
    !told.some((text) => text.includes(index.facts[factIndex]?.fact ?? ''));
  const ties = ranked.filter((candidate) => candidate.score >= best.score * tieMargin);
  const freshTies = ties.filter(isNew);
  const chosen =
    freshTies.length > 0
      ? freshTies[pickIndex(freshTies.length, options.seed)]
      : (ranked.find(isNew) ?? ties[pickIndex(ties.length, options.seed)]);
  return chosen?.factIndex;
}

/** What the reply names: the first thing the child mentioned that the fact is about, else its strongest keyword. */
function subjectOf(index: FactIndex, factIndex: number, { found, strongThings, relevance }: Weighed) {
  const keys = new Set([...(index.keywordsOfFact[factIndex] ?? []), ...(index.keywordsInText[factIndex] ?? [])]);
  const mentioned = found.filter((mention) => keys.has(mention.keyword));
  return (
    strongThings.find((mention) => keys.has(mention.keyword)) ??
    mentioned.sort(
      (x, y) => Number(index.isWeak(x.keyword)) - Number(index.isWeak(y.keyword)) || relevance(y) - relevance(x),
    )[0]
  );
}

/**
 * The fact that best answers a child's message, or undefined when no fact is about what they said (the
 * message must name something, not only "how many" or "biggest"). Facts are ranked by the keywords the
 * child mentioned (rarer, first-mentioned, thing-naming keywords count most) plus BM25 over their words.
 * Near-equal facts are picked by `seed`, and facts the child has already heard (`told`, earlier replies)
 * come last, so asking twice brings a new fact.
 */
export function findFact(message: string, options: { seed: string; told?: string[] }): FactMatch | undefined {
  const index = getFactIndex();
  const tokens = childWords(message);
  const found = mentions(index, tokens);
  if (!found.some((mention) => !index.isWeak(mention.keyword))) return undefined;
  const weighed = weigh(index, tokens, found);
  const factIndex = pickRanked(index, rankFacts(index, tokens, weighed), options);
  const fact = factIndex === undefined ? undefined : index.facts[factIndex];
  if (factIndex === undefined || !fact) return undefined;
  const subject = subjectOf(index, factIndex, weighed);
  if (!subject) return undefined;
  return {
    fact,
    keyword: subject.keyword,
    tokens,
    span: { start: subject.start, end: subject.end },
    isThing: weighed.thingLike(subject),
  };
}
