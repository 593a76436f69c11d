import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computingCards } from './computing-cards';
import { matchComputingTopic, singulars } from './computing-match';
import { getFoldoc } from './foldoc';

const cardsOn = (topic: string, quantity = 20) => computingCards(topic, quantity);
const definitionOf = (topic: string) => cardsOn(topic)?.cards[0];
const allText = (topic: string) =>
  (cardsOn(topic)?.cards ?? []).map((card) => `${card.question}\n${card.answer}`).join('\n');

/** What FOLDOC's markup looks like, none of which a learner should see. */
const markup = /[{}]|https?:\/\/|\(\d{4}-\d{2}-\d{2}\)|\[\{|<(?:programming|language|networking|database)>/;

describe('computing cards from FOLDOC', () => {
  it.each([
    ['binary search', 'What is “binary search” (in computing)?', /divides an ordered search space in half/],
    ['linked lists', 'What is “linked list” (in computing)?', /each element contains a pointer to the next element/],
    ['Hash tables', 'What is “hash table” (in computing)?', /hash function is applied to the item's key/],
    ['recursion', 'What is “recursion” (in computing)?', /function \(or procedure\) calls itself/],
    ['TCP', 'What is “TCP” (in computing)?', /\*\*TCP\*\* stands for \*\*Transmission Control Protocol\*\*/],
    ['APIs', 'What is “API” (in computing)?', /application program accesses operating system/],
  ])('defines %s correctly', (topic, question, answer) => {
    const card = definitionOf(topic);
    expect(card?.question).toBe(question);
    expect(card?.answer).toMatch(answer);
    expect(card?.answer).toContain('From FOLDOC, the Free On-line Dictionary of Computing');
  });

  it('takes a term after a language in the programming sense, not the set-theory one', () => {
    for (const topic of ['JavaScript closures', 'closures in JavaScript']) {
      const result = cardsOn(topic);
      expect(result?.cards[0]?.question).toBe('What is “closure” (in programming)?');
      expect(result?.cards[0]?.answer).toMatch(/environment of variable bindings/);
      expect(allText(topic)).not.toMatch(/partially ordered set|upward closure/);
      expect(result?.note?.message).toContain(`no entry for “${topic}”`);
      expect(result?.note?.message).toContain('“closure” in programming generally');
    }
  });

  it('answers "SQL joins" with the database join and explains inner and outer joins', () => {
    const result = cardsOn('SQL joins');
    expect(result?.cards[0]?.question).toBe('What is “join” (in databases)?');
    expect(result?.cards[0]?.answer).toMatch(/\*\*inner join\*\*: A relational database operation which selects rows/);
    expect(result?.cards[0]?.answer).toMatch(/\*\*outer join\*\*/);
    expect(allText('SQL joins')).not.toMatch(/least upper bound/);
  });

  it.each([
    'photosynthesis',
    'the French Revolution',
    'Python generators',
    'TCP handshake',
    'JavaScript array methods',
    'TCP closures',
    'binary search tree',
    'Go',
    'arrays vs linked lists',
    '',
  ])('gives nothing for “%s”, which FOLDOC does not define as a whole in a computing sense', (topic) => {
    expect(cardsOn(topic)).toBeUndefined();
  });

  it('never defines one word of a longer topic alone', () => {
    // "binary search" and "tree" are entries, "binary search tree" is not; "handshaking" has no TCP sense.
    expect(matchComputingTopic(getFoldoc(), 'binary search tree')).toBeUndefined();
    expect(matchComputingTopic(getFoldoc(), 'TCP handshake')).toBeUndefined();
    expect(matchComputingTopic(getFoldoc(), 'hash table')?.term).toBe('hash table');
  });

  it('asks about a technology itself for "Python programming"', () => {
    const result = cardsOn('Python programming');
    expect(result?.cards[0]?.question).toBe('What is “Python” (in computing)?');
    expect(result?.cards[0]?.answer).toMatch(/interpreted language invented by Guido van Rossum/);
  });

  it('writes related-term and fill-in-the-blank cards a learner can read', () => {
    const cards = cardsOn('TCP')?.cards ?? [];
    expect(cards.map((card) => card.question)).toContain('In the context of “TCP”, what is “transport layer”?');
    const blank = cards.find((card) => card.question.startsWith('Fill in the blank'));
    expect(blank?.question).toBe(
      'Fill in the blank about “TCP”: “The most common _____ protocol used on Ethernet and the Internet.”',
    );
    expect(blank?.answer).toBe('**transport layer**');
    for (const topic of ['TCP', 'recursion', 'hash tables', 'JavaScript closures', 'SQL joins', 'Java', 'shell']) {
      const all = cardsOn(topic)?.cards ?? [];
      expect(all.length).toBeGreaterThanOrEqual(3);
      expect(new Set(all.map((card) => card.question.toLowerCase())).size).toBe(all.length);
      for (const card of all) {
        expect(`${card.question}\n${card.answer}`).not.toMatch(markup);
        expect(card.answer.trim()).not.toBe('');
        if (card.question.startsWith('Fill in the blank')) expect(card.question.match(/_____/g)).toHaveLength(1);
      }
    }
  });

  it('keeps to the quantity asked and says when it has fewer', () => {
    expect(cardsOn('recursion', 2)?.cards).toHaveLength(2);
    expect(cardsOn('recursion', 2)?.note).toBeUndefined();
    const few = cardsOn('linked list', 5);
    expect(few?.cards.length).toBeLessThan(5);
    expect(few?.note?.message).toMatch(/could write \d of 5 cards on “linked list”/);
  });

  it('turns plurals back to the headword', () => {
    expect(singulars('queries')).toContain('query');
    expect(singulars('caches')).toContain('cache');
    expect(singulars('boxes')).toContain('box');
    expect(singulars('indices')).toContain('index');
    expect(singulars('process')).toEqual([]);
  });
});

describe('the shipped FOLDOC data', () => {
  it('is a few megabytes of definitions without markup, addresses or dates', () => {
    const file = new URL('../../../dictionaries/foldoc/foldoc.json', import.meta.url);
    expect(statSync(file).size).toBeLessThan(4_000_000);
    const foldoc = getFoldoc();
    expect(foldoc.entries('linked list')[0]?.s[0]?.d).toEqual(['programming']);
    const definitions = foldoc.entries('world-wide web').flatMap((entry) => entry.s.map((sense) => sense.t));
    expect(definitions[0]).toMatch(/^A client-server hypertext distributed information retrieval system/);
    for (const definition of definitions) expect(definition).not.toMatch(markup);
  });
});
