import { englishSuggestion } from '../text/english-words';
import { lookupPhrase } from './topic-match';
import type { WordNet } from './wordnet';

/** Words shorter than this are left as typed: too many other words are one letter from them. */
const shortest = 6;

/**
 * A topic with its misspelled words put right ("mitosis vs meosis" → meiosis, "reccursion", "cuban misile
 * crisis"), and what was changed. Only a word neither the dictionary nor Hunspell knows, nor `isTerm` (a computing
 * term), is changed, and only to Hunspell's suggestion that keeps every letter typed, or drops a doubled one
 * (englishSuggestion), when the dictionary has it: a guess that changes a letter is too often another word.
 */
export function respellTopic(
  wordNet: WordNet,
  topic: string,
  isTerm: (word: string) => boolean,
): { topic: string; changed: [typed: string, read: string][] } {
  const changed: [string, string][] = [];
  const words = topic.toLowerCase().match(/\p{L}+/gu) ?? [];
  // A word the dictionary has only in a phrase with its neighbour ("rotator" of "rotator cuff") is spelled right.
  const inPhrase = (at: number) =>
    [words.slice(at - 1, at + 1), words.slice(at, at + 2)].some(
      (pair) => pair.length === 2 && lookupPhrase(wordNet, pair) !== undefined,
    );
  let at = -1;
  const respelled = topic.replace(/\p{L}+/gu, (word) => {
    at++;
    const lower = word.toLowerCase();
    if (lower.length < shortest || lookupPhrase(wordNet, [lower]) || isTerm(lower) || inPhrase(at)) return word;
    const suggestion = englishSuggestion(lower);
    if (!suggestion || !lookupPhrase(wordNet, [suggestion])) return word;
    changed.push([word, suggestion]);
    return suggestion;
  });
  return { topic: respelled, changed };
}
