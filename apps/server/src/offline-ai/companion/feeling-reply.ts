import { pick } from '../pick';
import { wordTable } from '../text/word-table';
import { subjectOf } from './dictionary-reply';
import type { FeelingReading } from './feelings';
import { tellsOfLoss, tellsOfPain } from './feelings';

/** Words that end what a feeling is about: "scared of the dark anymore" is about the dark. */
const aboutEnds = new Set(['anymore', 'today', 'now', 'because', 'and', 'but', 'so', 'at', 'any', 'too']);

/** What the feeling is about, in the child's words after it: " of the dark", " about the test", or ''. */
function aboutPhrase(tokens: string[], word: string): string {
  const at = tokens.indexOf(word);
  const next = tokens[at + 1];
  if (at < 0 || (next !== 'of' && next !== 'about')) return '';
  const words: string[] = [];
  for (const token of tokens.slice(at + 2, at + 6)) {
    if (aboutEnds.has(token)) break;
    words.push(token === 'my' ? 'your' : token);
  }
  return words.length > 0 ? ` ${next} ${words.join(' ')}` : '';
}

/** Words that end the name of who or what is missed: "my dad, he lives far away" misses "your dad". */
const missedEnds = new Set([...aboutEnds, 'he', 'she', 'they', 'it', 'who', 'that', 'when', 'since', 'a', 'lot', 'so']);

/** Who or what the child misses, as the companion says it ("your old teacher"), when they name it with "my". */
function missedPhrase(tokens: string[], word: string): string | undefined {
  const at = tokens.indexOf(word);
  if (tokens[at + 1] !== 'my') return undefined;
  const words: string[] = [];
  for (const token of tokens.slice(at + 2, at + 5)) {
    if (missedEnds.has(token)) break;
    words.push(token);
  }
  return words.length > 0 ? `your ${words.join(' ')}` : undefined;
}

/** A reply in the child's own feeling word, about what they said it is about. */
export function feelingReply(tokens: string[], feeling: FeelingReading, seed: string): string {
  const missed = ['miss', 'missing'].includes(feeling.word) ? missedPhrase(tokens, feeling.word) : undefined;
  if (missed && !feeling.negated) {
    return `I'm sorry you miss ${missed}. It's okay to feel sad about that. Would you like to tell me about ${missed}? A hug or a talk with a grown-up you trust can really help too.`;
  }
  const word = feeling.word === 'miss' || feeling.word === 'cry' || feeling.word === 'cried' ? 'sad' : feeling.word;
  const about = aboutPhrase(tokens, feeling.word);
  const subject = about ? undefined : subjectOf(tokens, { people: true });
  if (feeling.negated) {
    if (feeling.feeling === 'happy') {
      return `I'm sorry you're not feeling ${word}. It's okay to have days like that. ${subject ? `Would you like to tell me about ${subject}?` : 'Would you like to tell me about it?'}`;
    }
    return pick(
      [
        `I'm so glad you're not ${word}${about} anymore! What helped you feel better?`,
        `Hooray, no more feeling ${word}${about}! You are getting braver and stronger. What changed?`,
      ],
      seed,
    );
  }
  const tellMore = subject ? `Would you like to tell me more about ${subject}?` : 'Would you like to tell me about it?';
  switch (feeling.feeling) {
    case 'sad':
      return `I'm sorry you feel ${word}${about}. It's okay to feel that way. ${tellMore} A hug or a talk with a grown-up you trust can really help too.`;
    case 'scared':
      return `Feeling ${word}${about} is hard. You are brave for telling me. Please go and find a grown-up you trust, like a parent or teacher, so they can help you feel safe. ${tellMore}`;
    case 'angry':
      return `It's okay to feel ${word} sometimes${about}. Let's take a big slow breath together: in... and out. ${subject ? `What happened with ${subject}?` : 'Do you want to tell me what happened?'}`;
    case 'happy':
      return `Yay! I'm so happy you feel ${word}${about}! ${subject ? `Tell me more about ${subject}!` : 'What made today so good?'}`;
  }
}

const bodyParts = new Set(
  `head knee knees finger fingers thumb toe toes tummy belly stomach nose tooth teeth arm arms leg legs foot feet
  ear ears eye eyes elbow hand hands back throat neck chin lip lips mouth tongue wrist ankle shoulder face hip bottom
  skin`.split(/\s+/),
);
const illnesses = wordTable({
  headache: 'a headache',
  tummyache: 'a tummy ache',
  toothache: 'a toothache',
  earache: 'an earache',
  fever: 'a fever',
  cough: 'a cough',
  cold: 'a cold',
  splinter: 'a splinter',
  sting: 'a sting',
  stung: 'a sting',
  nettle: 'a nettle sting',
  injection: 'an injection',
  jab: 'a jab',
  jabs: 'your jabs',
  sick: 'feeling sick',
});

/** What hurts: a body part the child names ("your knee"), else an illness, else the thing they talk about. */
function hurtSubject(tokens: string[]): string | undefined {
  const part = tokens.find((token) => bodyParts.has(token));
  if (part) return `your ${part}`;
  const illness = tokens.find((token) => illnesses[token]);
  return illness ? illnesses[illness] : subjectOf(tokens);
}

/** A pain, an illness or a loss, answered gently and about what the child named. */
export function hurtReply(tokens: string[], seed: string): string {
  if (tellsOfLoss(tokens)) {
    // A loss is often of a person: "my granny died" is about your granny.
    const subject = subjectOf(tokens, { people: true });
    return subject
      ? `I'm so sorry about ${subject}. It's okay to feel sad, and a hug from a grown-up can help. What do you remember most about ${subject}?`
      : "I'm so sorry. It's okay to feel sad, and a hug from a grown-up can help. Would you like to tell me about it?";
  }
  const subject = hurtSubject(tokens);
  const about = subject ? `Oh no, ${subject}! ` : 'Oh no! ';
  // A broken toy or a lost match is a let-down, not a pain: "I'm sorry it hurts" would answer something not said.
  if (!tokens.some((token) => bodyParts.has(token) || illnesses[token]) && !tellsOfPain(tokens)) {
    return `${about}${pick(
      [
        "That's a real shame. How did you feel when it happened?",
        'That sounds disappointing. Did a grown-up help make it better?',
      ],
      seed,
    )}`;
  }
  return `${about}${pick(
    [
      "I'm sorry it hurts. Please tell a grown-up so they can help it feel better. How are you feeling now?",
      'That sounds sore. A grown-up can help you feel better, so do tell them. Is it feeling a bit better now?',
    ],
    seed,
  )}`;
}
