import type { CompanionCharacter } from '../../adapters/ai/ai-service';
import { findFact } from '../kid-facts/find-fact';
import { pick } from '../pick';
import { respelled } from '../text/child-spelling';
import { isEnglishWord } from '../text/english-words';
import { VocabularyMatcher } from '../text/vocabulary-match';
import { plural } from '../text/word-forms';
import { wordTable } from '../text/word-table';
import { stopWords } from '../text/words';
import { getWordNet } from '../wordnet/wordnet';
import { personaOf } from './persona';

/** Favourite things a character may be asked about, with answers that suit any friendly character. */
const favourites: Record<string, string[]> = {
  food: ['pancakes with strawberries', 'crunchy apples', 'warm tomato soup', 'banana bread'],
  animal: ['dolphins, because they are so clever', 'owls, because they can turn their heads so far', 'elephants'],
  game: ['hide and seek', 'I spy', 'making up riddles'],
  song: ['any song with lots of clapping', 'songs about the sea', 'silly counting songs'],
  book: ['stories about brave explorers', 'books full of animal facts', 'funny stories about dragons'],
  number: ['seven', 'eight, because an octopus has eight arms', 'one hundred'],
  season: ['spring, when the flowers wake up', 'autumn, with all the crunchy leaves', 'summer'],
  dinosaur: ['triceratops', 'stegosaurus, with its plates', 'the long-necked diplodocus'],
  planet: ['Saturn, because of its rings', 'Jupiter, because it is so big', 'Earth, because you live here'],
  sport: ['swimming', 'football', 'dancing'],
  fruit: ['strawberries', 'mangoes', 'bananas'],
  flower: ['sunflowers', 'daisies', 'bluebells'],
  shape: ['stars', 'spirals, like a snail shell', 'hearts'],
};
const likeToDoKinds = wordTable({ eat: 'food', play: 'game', read: 'book', sing: 'song' });
const pluralNames = wordTable({ colours: 'colour', foods: 'food', animals: 'animal', games: 'game' });

/** Things children like, so a misspelt "do u like musik" still comes back as "music". */
const interests = new VocabularyMatcher(
  `music songs singing dancing drawing painting reading books stories football soccer swimming games puzzles riddles
  jokes pizza pancakes chocolate cake cookies biscuits sweets spaghetti animals dinosaurs space robots
  unicorns dragons pirates superheroes princesses lego cars trains planes school maths science art cats dogs horses
  rabbits bunnies monsters fairies ghosts magic toys dolls teddies birthdays holidays christmas snow rainbows`.split(
    /\s+/,
  ),
  (word) => isEnglishWord(word) || (getWordNet().usage(word)?.tagged ?? 0) > 0,
);
const spellLikeAChild = (text: string) =>
  text
    .split(' ')
    .map((word) => (stopWords.has(word) ? word : (interests.match(word)[0]?.word ?? word)))
    .join(' ');

/** The message with the spellings the patterns below expect. */
const normalised = (text: string) =>
  respelled(text)
    .replace(/\bwhat(?:'s| is)\b/g, 'whats')
    .replace(/\bfavorite\b/g, 'favourite')
    .replace(/\bcolor(s?)\b/g, 'colour$1')
    .replace(/\byou're\b/g, 'you are');

/** A fact about the whole of what was named ("volcanoes"), not part of it ("ice" in "ice cream"). */
function factCovering(thing: string, seed: string): string | undefined {
  const match = findFact(thing, { seed });
  if (!match) return undefined;
  const named = match.tokens.filter((word) => !stopWords.has(word)).length;
  return match.span.end - match.span.start >= named ? match.fact.fact : undefined;
}

function likeAnswer(character: CompanionCharacter, thing: string, seed: string): string {
  const persona = personaOf(character);
  if (['me', 'you'].includes(thing)) return "Of course I do! You're great to talk to. What do you like doing most?";
  if (['it', 'that', 'this', 'them'].includes(thing)) return 'Ooh, I think so! What do you like best about it?';
  const itemWords = thing.split(' ').filter((word) => !stopWords.has(word));
  const loved = [persona.favouriteThing, ...persona.likes].some((like) =>
    itemWords.some((word) => like.toLowerCase().includes(word.replace(/s$/, ''))),
  );
  const fact = factCovering(thing, seed);
  const opener = loved ? `Yes! I love ${thing}. It's one of my favourite things.` : `Ooh, I do like ${thing}!`;
  return [opener, fact, `What do you like best about ${thing}?`].filter(Boolean).join(' ');
}

function favouriteAnswer(character: CompanionCharacter, asked: string): string {
  const persona = personaOf(character);
  const kind = pluralNames[asked] ?? asked;
  if (kind === 'colour') return `My favourite colour is ${persona.favouriteColour}! What's your favourite colour?`;
  if (kind === 'thing' || kind === 'things') {
    return `My favourite thing is ${persona.favouriteThing}! What's your favourite thing to do?`;
  }
  const options = favourites[kind];
  const answer = options
    ? `Ooh, my favourite ${kind}? I think ${pick(options, `${character.name}|${kind}`)}!`
    : `Ooh, I have so many favourite ${plural(kind)}! Anything to do with ${persona.favouriteThing} makes me smile.`;
  return `${answer} What's your favourite ${kind}?`;
}

/**
 * Answers a question about the character itself ("what's your favourite colour", "how old are you") from
 * its persona, always ending with a question back; undefined when the message is not about the character.
 */
export function personaReply(character: CompanionCharacter, said: string, seed: string): string | undefined {
  const text = normalised(said);
  const persona = personaOf(character);
  if (
    /\bi (?:love|like|really like) you\b|\byou are (?:my (?:best )?friend|funny|nice|kind|cool|the best|awesome|great)\b/.test(
      text,
    )
  ) {
    return `Aww, thank you! I love chatting with you too. What shall we talk about next?`;
  }
  const favourite =
    /\b(?:whats|which is|what are|tell me|do you have a|you got a) (?:your |ur )?(?:most )?favourite ([a-z]+)/.exec(
      text,
    );
  if (favourite?.[1]) return favouriteAnswer(character, favourite[1]);
  const likeToDo = /\bwhat do you like to (eat|play|read|sing)\b/.exec(text)?.[1];
  if (likeToDo) return favouriteAnswer(character, likeToDoKinds[likeToDo] ?? 'thing');
  if (
    /\bwhat (?:do|else do|things do) you (?:like|love|enjoy)\b(?! (?:about|best|most))|\bwhat do you do for fun\b|\bwhat are your hobbies\b|\bwhat makes you happy\b/.test(
      text,
    )
  ) {
    const [first, ...rest] = persona.likes;
    const liked = rest.length > 0 ? `${first} and ${rest[0]}` : first;
    return `I love ${liked}! What do you like to do?`;
  }
  const doYouLike = /\bdo you (?:like|love|enjoy) ([a-z' ]{1,40}?)(?: too| as well| a lot)?$/.exec(text);
  if (doYouLike?.[1]) return likeAnswer(character, spellLikeAChild(doYouLike[1].trim()), seed);
  if (/\bhow old are you\b|\bwhats your age\b|\bwhen is your birthday\b|\bwhen were you born\b/.test(text)) {
    return "I don't count birthdays like you do, but I'm old enough to know lots of fun facts! What's the best thing about being the age you are?";
  }
  if (/\bwhere (?:do you live|are you from|is your home|do you sleep|are you)\b/.test(text)) {
    return `I live right here in the app, ready to chat whenever you like! If you could build a cosy den anywhere, what would it look like?`;
  }
  if (/\bwhats your name\b|\bwho are you\b|\bwhat are you called\b/.test(text)) {
    return `I'm ${character.name}! I love ${persona.likes[0] ?? persona.favouriteThing}. What would you like to talk about?`;
  }
  if (/\bare you (?:a |an )?(?:real|robot|human|person|alive|ai|computer)\b/.test(text)) {
    return `I'm ${character.name}, a pretend friend who lives in this app. I can't see or touch things like you, but I love chatting! What shall we talk about?`;
  }
  return undefined;
}
