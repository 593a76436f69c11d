import { relation, type Synset, type WordNet } from './wordnet';

const maxListed = 6;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const item = (synset: Synset) => `- **${synset.words[0]}**: ${synset.definition}`;

/** "photosynthesis → chemical process → process → …", following the first kind-of link. */
function kindOfChain(wordNet: WordNet, synset: Synset, steps: number): Synset[] {
  const chain: Synset[] = [];
  let current = synset;
  for (let i = 0; i < steps; i++) {
    const [parent] = wordNet.related(current, relation.hypernym);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/** A short markdown lesson written from the dictionary, one section at a time; undefined when WordNet lacks the topic. */
export function wordNetLesson(wordNet: WordNet, topic: string): string[] | undefined {
  const entry = wordNet.lookup(topic);
  const [main, ...others] = entry?.senses ?? [];
  if (!entry || !main) return undefined;
  const term = entry.lemma;
  const sections = [`# ${capitalize(term)}\n\n*A short lesson written offline from the WordNet dictionary.*`];
  const meaning = [`## What it means\n\n${capitalize(main.definition)}.`];
  if (main.examples.length > 0) meaning.push(main.examples.map((example) => `> ${example}`).join('\n>\n'));
  if (main.words.length > 1) meaning.push(`Other words for it: ${main.words.filter((w) => w !== term).join(', ')}.`);
  sections.push(meaning.join('\n\n'));
  const chain = kindOfChain(wordNet, main, 3);
  if (chain.length > 0) {
    const steps = chain.map((synset) => `- a kind of **${synset.words[0]}**: ${synset.definition}`).join('\n');
    sections.push(`## Where it fits\n\n${capitalize(term)} is\n\n${steps}`);
  }
  const parts = wordNet.related(main, relation.partMeronym);
  if (parts.length > 0) sections.push(`## Its parts\n\n${parts.slice(0, maxListed).map(item).join('\n')}`);
  const kinds = wordNet.related(main, relation.hyponym);
  if (kinds.length > 0) sections.push(`## Kinds of ${term}\n\n${kinds.slice(0, maxListed).map(item).join('\n')}`);
  const wholes = wordNet.related(main, relation.holonym);
  if (wholes.length > 0) sections.push(`## What it is part of\n\n${wholes.slice(0, maxListed).map(item).join('\n')}`);
  if (others.length > 0) {
    const meanings = others.slice(0, maxListed).map((synset) => `- ${synset.definition}`);
    sections.push(`## Other meanings of “${term}”\n\n${meanings.join('\n')}`);
  }
  const checks = [`- What does “${term}” mean?`];
  if (chain[0]) checks.push(`- ${capitalize(term)} is a kind of what?`);
  if (kinds[0]) checks.push(`- Can you name two kinds of ${term}?`);
  if (parts[0]) checks.push(`- What is the ${parts[0].words[0]} of ${term}?`);
  sections.push(`## Check yourself\n\n${checks.join('\n')}`);
  return sections;
}
