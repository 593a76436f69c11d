import { type ChatTurn, type ChildContext, type CompanionCharacter, lastUserMessage } from '../ai-service';
import { animalName, animalReply, askedAbout, dictionaryReply, mainNoun } from './companion/dictionary-reply';
import { factReply } from './companion/fact-reply';
import { childFavouriteReply } from './companion/favourite-reply';
import { personaReply } from './companion/persona-reply';
import { riddleReply } from './companion/riddle-reply';
import { sumReply } from './companion/sum-reply';
import { findFact } from './kid-facts/find-fact';
import { pick } from './pick';
import { childWords } from './text/child-spelling';
import { isQuestion } from './text/words';

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

const feelingWords: Record<keyof typeof feelingReplies, string[]> = {
  sad: ['sad', 'unhappy', 'lonely', 'crying', 'cry', 'upset', 'miss'],
  scared: ['scared', 'afraid', 'frightened', 'nightmare', 'worried', 'hurt', 'hurts', 'bleeding'],
  angry: ['angry', 'mad', 'cross', 'annoyed', 'grumpy'],
  happy: ['happy', 'excited', 'glad', 'yay', 'fun', 'awesome'],
};

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
  for (const feeling of ['scared', 'sad', 'angry'] as const) {
    if (tokens.some((token) => feelingWords[feeling].includes(token))) return feelingReplies[feeling];
  }
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
  if (tokens.some((token) => feelingWords.happy.includes(token))) return feelingReplies.happy;
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
