import { Bm25Index } from '../text/bm25';
import { isEnglishWord } from '../text/english-words';
import { VocabularyMatcher } from '../text/vocabulary-match';
import { baseForms } from '../text/word-forms';
import { words } from '../text/words';
import { getWordNet } from '../wordnet/wordnet';
import facts from './facts.json';

export interface KidFact {
  topic: string;
  /** Keywords and phrases a child might use for what the fact is about. */
  about: string[];
  fact: string;
  source: string;
}

/**
 * Keywords that say how or how much rather than what, so on their own they never pick a fact
 * ("how old are you" is not a question about old trees).
 */
const weakKeywords = new Set(
  `how|how long|how many|how much|when|where|same|different|difference|first|new|old|oldest|good|kind|big|biggest|
  small|smallest|tiny|long|longest|high|highest|low|fast|fastest|slow|hot|hottest|cold|cool|warm|made|find|look|
  see|think|feel|learn|name|time|word|type|order|form|line|side|people|family|dad|daddy|mum|mother|happy|hurt|
  every day|everywhere|day|year|hour|month|job|count|around|move|turn|stop|play|call|remember|meaning|safe|
  protect|help|change|inside|middle|far|deep|deepest|heavy|strong|hard|size|shape|real|clever|smart|quiet|loud|
  two|eight|red|blue|green|pink|orange|white|grey|run|walk|jump|eat|drink|stand|sit|hide|catch|carry|pull|roll|
  spin|talk|sing|hang|drop|flow|spread|trail|travel|hear|taste|touch|copy|control|explore|picture|photo|home|pet|
  everyday|life|alive|evening|morning|night|daytime|indoors|tall|taller|tallest|baby`
    .split('|')
    .map((keyword) => keyword.trim()),
);

const keyOf = (keyword: string) => words(keyword.replaceAll('-', ' ')).join(' ');

export class FactIndex {
  readonly facts: readonly KidFact[] = facts;
  /** Every fact a keyword (in its dictionary form, phrases word by word) belongs to. */
  readonly factsByKeyword = new Map<string, number[]>();
  /** Each fact's keywords in the same form. */
  readonly keywordsOfFact: Set<string>[];
  /** Keywords each fact's own text uses, though its `about` list may not name them. */
  readonly keywordsInText: Set<string>[];
  /** The keyword each fact opens by defining ("A volcano is…", "Comets are…"), if any. */
  readonly defines: (string | undefined)[];
  /** Multi-word keywords as word lists, e.g. ["black", "hole"]. */
  readonly phrases: string[][] = [];
  /** Phrases children write as one word ("goosebumps", "trex"), to the phrase. */
  readonly joinedPhrases = new Map<string, string>();
  readonly vocabulary: VocabularyMatcher;
  readonly bm25: Bm25Index;
  private readonly canonicalForms = new Map<string, string>();
  private readonly things = new Map<string, boolean>();

  constructor() {
    const keywordWords = new Set<string>();
    for (const fact of this.facts) {
      for (const keyword of fact.about) for (const word of keyOf(keyword).split(' ')) keywordWords.add(word);
    }
    // Plural and -ing keywords ("volcanoes", "purring") share the facts of their dictionary form.
    for (const word of keywordWords) {
      this.canonicalForms.set(word, baseForms(word).find((form) => form !== word && keywordWords.has(form)) ?? word);
    }
    for (const fact of this.facts) {
      for (const keyword of fact.about.map(keyOf).filter((key) => key.includes(' '))) {
        const phrase = this.canonical(keyword);
        this.joinedPhrases.set(phrase.replaceAll(' ', ''), phrase);
      }
    }
    this.keywordsOfFact = this.facts.map((fact) => new Set(fact.about.map((about) => this.canonical(keyOf(about)))));
    this.keywordsOfFact.forEach((keywords, index) => {
      for (const keyword of keywords) {
        const list = this.factsByKeyword.get(keyword) ?? [];
        list.push(index);
        this.factsByKeyword.set(keyword, list);
      }
    });
    for (const keyword of this.factsByKeyword.keys()) if (keyword.includes(' ')) this.phrases.push(keyword.split(' '));
    this.keywordsInText = this.facts.map((fact) => {
      const found = new Set<string>();
      const textWords = words(fact.fact).map(
        (word) => baseForms(word).find((form) => keywordWords.has(form) || this.joinedPhrases.has(form)) ?? word,
      );
      textWords.forEach((word, at) => {
        const single = this.canonical(word);
        if (this.factsByKeyword.has(single)) found.add(single);
        const pair = this.canonical(`${word} ${textWords[at + 1] ?? ''}`.trim());
        if (this.factsByKeyword.has(pair)) found.add(pair);
      });
      return found;
    });
    this.defines = this.facts.map((fact, index) => {
      const subject = /^(?:an? |the )?([a-z' -]+?) (?:is|are) /i.exec(fact.fact)?.[1];
      const keyword =
        subject &&
        this.canonical(
          keyOf(subject)
            .split(' ')
            .map((word) => baseForms(word).find((form) => keywordWords.has(form)) ?? word)
            .join(' '),
        );
      return keyword && this.keywordsOfFact[index]?.has(keyword) ? keyword : undefined;
    });
    const wordNet = getWordNet();
    this.vocabulary = new VocabularyMatcher(
      [...keywordWords, ...this.joinedPhrases.keys()],
      (word) => isEnglishWord(word) || (wordNet.usage(word)?.tagged ?? 0) > 0,
    );
    this.bm25 = new Bm25Index(this.facts.map((fact) => `${fact.fact} ${fact.about.join(' ')}`));
  }

  /** A keyword or phrase in the form the index files it under. */
  canonical(keyword: string): string {
    return (
      this.joinedPhrases.get(keyword) ??
      keyword
        .split(' ')
        .map((word) => this.canonicalForms.get(word) ?? word)
        .join(' ')
    );
  }

  /** How telling a keyword is: rare keywords say more about which fact a child wants. */
  weight(keyword: string): number {
    const count = this.factsByKeyword.get(keyword)?.length ?? 0;
    if (count === 0) return 0;
    return Math.log(1 + this.facts.length / count) * (keyword.includes(' ') ? 1.5 : 1);
  }

  isWeak(keyword: string): boolean {
    return weakKeywords.has(keyword);
  }

  /** Names a thing (a noun, or a phrase) rather than an action or a quality: "cat", not "purr" or "salty". */
  isThing(keyword: string): boolean {
    let thing = this.things.get(keyword);
    if (thing === undefined) {
      // SemCor's tag counts say how a word is mostly used ("float" mostly as a verb, "cloud" as a noun).
      const usage = getWordNet().usage(keyword);
      const nouns = usage?.taggedByPos.noun ?? 0;
      thing =
        keyword.includes(' ') ||
        (usage?.senses.noun !== undefined &&
          nouns >= (usage.taggedByPos.verb ?? 0) &&
          nouns >= (usage.taggedByPos.adj ?? 0));
      this.things.set(keyword, thing);
    }
    return thing;
  }
}

let shared: FactIndex | undefined;

/** Built on first use: the first offline reply pays for it, later ones reuse it. */
export function getFactIndex(): FactIndex {
  shared ??= new FactIndex();
  return shared;
}
