import { type ChatTurn, type ChildContext, type CompanionCharacter, lastUserMessage } from '../ai-service';
import { childWords } from '../text/child-spelling';
import { isQuestion } from '../text/words';
import { animalName, animalReply, askedAbout, dictionaryReply, mainNoun } from './companion/dictionary-reply';
import { factReply } from './companion/fact-reply';
import { childFavouriteReply } from './companion/favourite-reply';
import { readFeeling, tellsOfHurt, tellsOfLoss } from './companion/feelings';
import { personaReply } from './companion/persona-reply';
import { riddleReply } from './companion/riddle-reply';
import { sumReply } from './companion/sum-reply';
import { findFact } from './kid-facts/find-fact';
import { pick } from './pick';

/** The five general replies of docs/product.md §9, used when nothing more specific fits. */
export const generalReplies = [
  'That sounds really interesting! Can you tell me more about it?',
  'Wow, I love hearing your ideas. What do you think will happen next?',
  'You are such a good thinker! What made you think of that?',
  "That's so cool! I'm really glad you told me.",
  "Hmm, let's think about that together. What part do you like best?",
] as const;

const feelingReplies = {
  sad: "I'm sorry you feel sad. It's okay to feel that way. A hug or a talk with a grown-up you trust can really help. Would you like to tell them how you feel?",
  scared:
    'That sounds scary. You are brave for telling me. Please go and find a grown-up you trust, like a parent or teacher, so they can help you feel safe.',
  angry:
    "It's okay to feel cross sometimes. Let's take a big slow breath together: in... and out. Do you want to tell me what happened?",
  happy: "Yay! I'm so happy that you're happy! What made today so good?",
} as const;

/** When the child says a worry is over: glad with them, naming the feeling they left behind. */
const overReplies = [
  "I'm so glad you're not feeling {word} anymore! What helped you feel better?",
  'Hooray, no more feeling {word}! You are getting braver and stronger. What changed?',
];

const bodyParts = new Set(
  `head knee knees finger fingers thumb toe toes tummy belly stomach nose tooth teeth arm arms leg legs foot feet
  ear ears eye eyes elbow hand hands back throat neck chin lip lips mouth tongue wrist ankle shoulder face hip bottom`.split(
    /\s+/,
  ),
);
const illnesses: Record<string, string> = {
  headache: 'a headache',
  headake: 'a headache',
  tummyache: 'a tummy ache',
  toothache: 'a toothache',
  earache: 'an earache',
  fever: 'a fever',
  cough: 'a cough',
  cold: 'a cold',
  splinter: 'a splinter',
  sting: 'a sting',
  stung: 'a sting',
};

/** What hurts: a body part the child names ("your knee"), else an illness, else the main thing they said. */
function hurtSubject(said: string, tokens: string[]): string | undefined {
  const part = tokens.find((token) => bodyParts.has(token));
  if (part) return `your ${part}`;
  const illness = tokens.find((token) => illnesses[token]);
  return illness ? illnesses[illness] : mainNoun(said)?.subject;
}

/** A pain, an illness or a loss, answered gently and about what the child named. */
function hurtReply(said: string, tokens: string[], seed: string): string {
  const subject = tellsOfLoss(tokens) ? mainNoun(said)?.subject : hurtSubject(said, tokens);
  if (tellsOfLoss(tokens)) {
    return subject
      ? `I'm so sorry about ${subject}. It's okay to feel sad, and a hug from a grown-up can help. What do you remember most about ${subject}?`
      : "I'm so sorry. It's okay to feel sad, and a hug from a grown-up can help. Would you like to tell me about it?";
  }
  const about = subject ? `Oh no, ${subject}! ` : 'Oh no! ';
  return `${about}${pick(
    [
      "I'm sorry it hurts. Please tell a grown-up so they can help it feel better. How are you feeling now?",
      'That sounds sore. A grown-up can help you feel better, so do tell them. Is it feeling a bit better now?',
    ],
    seed,
  )}`;
}

const greetings = ['hi', 'hello', 'hey', 'morning', 'hiya'];

/**
 * A kind, short reply keyed to what the child just said; the safety layer still checks it. Worries come
 * first, then questions about the character, then a true fact on the child's subject, then the dictionary.
 */
export function offlineCompanionReply(input: {
  character: CompanionCharacter;
  child: ChildContext;
  history: ChatTurn[];
}): string {
  const said = lastUserMessage(input.history);
  const tokens = childWords(said);
  const seed = `${said}|${input.history.length}`;
  const name = input.child.name ? `, ${input.child.name}` : '';
  if (!said) return `Hi${name}! I'm ${input.character.name}. What would you like to talk about today?`;
  const feeling = readFeeling(tokens);
  if (tellsOfHurt(tokens) && !(feeling?.feeling === 'happy' && !feeling.negated)) return hurtReply(said, tokens, seed);
  if (feeling && feeling.feeling !== 'happy') {
    if (!feeling.negated) {
      const subject = feeling.feeling === 'sad' ? mainNoun(said)?.subject : undefined;
      return subject
        ? `I'm sorry you feel ${feeling.word === 'miss' ? 'sad' : feeling.word}. It's okay to feel that way. Would you like to tell me more about ${subject}? A hug or a talk with a grown-up you trust can really help too.`
        : feelingReplies[feeling.feeling];
    }
    return pick(overReplies, seed).replace('{word}', feeling.word);
  }
  if (feeling?.negated) return feelingReplies.sad;
  if (tokens.length <= 3 && tokens.some((token) => greetings.includes(token))) {
    return `Hello${name}! I'm ${input.character.name}. I'm so happy to talk with you. What's on your mind?`;
  }
  const asked = isQuestion(tokens.join(' ')) || said.includes('?');
  const aboutCharacter = personaReply(input.character, said, seed);
  if (aboutCharacter) return aboutCharacter;
  const played = riddleReply(said, seed) ?? sumReply(said) ?? childFavouriteReply(said);
  if (played) return played;
  const told = input.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const fact = findFact(said, { seed, told });
  if (fact) return factReply(fact, asked, seed);
  if (feeling?.feeling === 'happy' && ['happy', 'excited', 'glad', 'yay', 'proud'].includes(feeling.word)) {
    return feelingReplies.happy;
  }
  const definition = askedAbout(said);
  if (definition) return dictionaryReply(definition, true, seed);
  const animal = tokens.map((token) => (token.length > 2 ? animalName(token) : undefined)).find(Boolean);
  if (animal) return animalReply(animal, seed);
  const noun = mainNoun(said);
  if (noun) return dictionaryReply(noun, asked, seed);
  if (asked) {
    return pick(
      [
        "Ooh, that's a great question! What do you think the answer might be?",
        "I wonder about that too! Maybe we could find out together with a grown-up. What's your best guess?",
        "What a curious question! Let's think: what do you already know about it?",
      ],
      seed,
    );
  }
  return pick(generalReplies, seed);
}
