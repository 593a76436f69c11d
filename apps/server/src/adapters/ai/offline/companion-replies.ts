import { type ChatTurn, type ChildContext, type CompanionCharacter, lastUserMessage } from '../ai-service';
import { isQuestion, words } from './text/words';
import { getWordNet, relation } from './wordnet/wordnet';

/** SPEC §9's five general replies, used when nothing more specific fits. */
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

const feelingWords: Record<keyof typeof feelingReplies, string[]> = {
  sad: ['sad', 'unhappy', 'lonely', 'crying', 'cry', 'upset', 'miss'],
  scared: ['scared', 'afraid', 'frightened', 'nightmare', 'worried', 'hurt', 'hurts', 'bleeding'],
  angry: ['angry', 'mad', 'cross', 'annoyed', 'grumpy'],
  happy: ['happy', 'excited', 'glad', 'yay', 'fun', 'awesome'],
};

const greetings = ['hi', 'hello', 'hey', 'morning', 'hiya'];

/** Stable pick so the same moment gets the same reply, but different moments vary. */
function pick<T>(options: readonly T[], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return options[hash % options.length] as T;
}

/** The word's dictionary form when WordNet files it under "animal" (first noun senses, up to 12 kinds-of steps). */
function animalName(word: string): string | undefined {
  const wordNet = getWordNet();
  const entry = wordNet.lookup(word);
  if (!entry) return undefined;
  const frontier = entry.senses.filter((sense) => sense.pos === 'noun').slice(0, 2);
  for (let depth = 0; depth < 12 && frontier.length > 0; depth++) {
    const next = frontier.splice(0).flatMap((synset) => wordNet.related(synset, relation.hypernym));
    if (next.some((synset) => synset.words.includes('animal'))) return entry.lemma;
    frontier.push(...next);
  }
  return undefined;
}

/** "what is a volcano" → "volcano", when the dictionary knows it. */
function askedAbout(text: string): { word: string; definition: string } | undefined {
  const match = /\bwhat(?:'s| is| are)\s+(?:a |an |the )?([a-z][a-z -]{1,30}?)\s*\??$/i.exec(text.trim());
  const word = match?.[1]?.trim();
  if (!word) return undefined;
  const sense = getWordNet()
    .lookup(word)
    ?.senses.find((candidate) => candidate.pos === 'noun');
  return sense ? { word, definition: sense.definition.split(';')[0] ?? sense.definition } : undefined;
}

/** A kind, short reply keyed to what the child just said; the safety layer still checks it. */
export function offlineCompanionReply(input: {
  character: CompanionCharacter;
  child: ChildContext;
  history: ChatTurn[];
}): string {
  const said = lastUserMessage(input.history);
  const tokens = words(said);
  const seed = `${said}|${input.history.length}`;
  const name = input.child.name ? `, ${input.child.name}` : '';
  if (!said) return `Hi${name}! I'm ${input.character.name}. What would you like to talk about today?`;
  for (const feeling of ['scared', 'sad', 'angry', 'happy'] as const) {
    if (tokens.some((token) => feelingWords[feeling].includes(token))) return feelingReplies[feeling];
  }
  if (tokens.length <= 3 && tokens.some((token) => greetings.includes(token))) {
    return `Hello${name}! I'm ${input.character.name}. I'm so happy to talk with you. What's on your mind?`;
  }
  const asked = askedAbout(said);
  if (asked) {
    return `Great question! My word book says a ${asked.word} is: ${asked.definition}. What made you wonder about ${asked.word}?`;
  }
  const animal = tokens.map((token) => (token.length > 2 ? animalName(token) : undefined)).find(Boolean);
  if (animal) {
    return pick(
      [
        `Oh, I love ${animal}s! What do you think a ${animal} likes to do all day?`,
        `A ${animal}! If you could ask a ${animal} one question, what would it be?`,
        `${animal.charAt(0).toUpperCase()}${animal.slice(1)}s are amazing. Have you ever seen one up close?`,
      ],
      seed,
    );
  }
  if (isQuestion(said)) {
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
