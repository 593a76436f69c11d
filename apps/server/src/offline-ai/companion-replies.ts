import { type ChatTurn, type ChildContext, type CompanionCharacter, lastUserMessage } from '../adapters/ai/ai-service';
import { checkCompanionOutput } from '../child-safety/content-check';
import { fitToAgeBand } from './companion/age-band-fit';
import {
  animalName,
  animalReply,
  askedAbout,
  dictionaryReply,
  mainNoun,
  subjectDefinition,
  subjectOf,
  subjectSpan,
} from './companion/dictionary-reply';
import { factReply } from './companion/fact-reply';
import { childFavouriteReply } from './companion/favourite-reply';
import { feelingReply, hurtReply } from './companion/feeling-reply';
import { readFeeling, soundsGlad, soundsSad, tellsOfHurt, toldOfWin } from './companion/feelings';
import { mayTellOfHurt } from './companion/hurt-classifier';
import { personaReply } from './companion/persona-reply';
import { playReply } from './companion/play-reply';
import { riddleReply } from './companion/riddle-reply';
import { sumReply } from './companion/sum-reply';
import { type FactMatch, findFact } from './kid-facts/find-fact';
import { pick } from './pick';
import { childWords } from './text/child-spelling';
import { englishSuggestion } from './text/english-words';
import { capitalise, isQuestion } from './text/words';
import { getWordNet, isNounPhrase } from './wordnet/wordnet';

/** The five general replies of docs/product.md §9, used when nothing more specific fits. */
export const generalReplies = [
  'That sounds really interesting! Can you tell me more about it?',
  'Wow, I love hearing your ideas. What do you think will happen next?',
  'You are such a good thinker! What made you think of that?',
  "That's so cool! I'm really glad you told me.",
  "Hmm, let's think about that together. What part do you like best?",
] as const;

const greetings = ['hi', 'hello', 'hey', 'morning', 'hiya'];

/** What the companion says when the reply it composed would not pass the safety layer's check of replies. */
const withoutEcho = 'Thank you for telling me. How do you feel about it?';

/**
 * A kind, short reply keyed to what the child just said. Replies often name the child's own words, and a word
 * that is harmless from the child ("a kiss goodnight", "beer is for grown-ups") can be one a companion must
 * never say first: such a reply is not sent, since the safety layer would replace it and show the parent a flag
 * for an everyday message.
 */
export function offlineCompanionReply(input: Parameters<typeof composeReply>[0]): string {
  const reply = composeReply(input);
  return checkCompanionOutput(reply).safe ? reply : withoutEcho;
}

/**
 * Worries come first, then questions about the character, then a true fact on the child's subject, then the
 * dictionary.
 */
function composeReply(input: { character: CompanionCharacter; child: ChildContext; history: ChatTurn[] }): string {
  const raw = lastUserMessage(input.history);
  const seed = `${raw}|${input.history.length}`;
  const name = input.child.name ? `, ${input.child.name}` : '';
  // Worries and feelings keep every word (the grown-up to turn to); everything else fits the child's age band.
  const fit = (reply: string) => fitToAgeBand(reply, input.child.ageBand);
  if (!raw) return `Hi${name}! I'm ${input.character.name}. What would you like to talk about today?`;
  // Words Hunspell does not know, put right when one letter is off ("libary", "anoying").
  const heard = childWords(raw);
  const tokens = heard.map((token) => (getWordNet().usage(token) ? token : (englishSuggestion(token) ?? token)));
  const said = tokens.join(' ');
  const feeling = readFeeling(tokens);
  // "broke the school record" is a win: a win told with no let-down is never a hurt.
  const hurt = (tellsOfHurt(tokens) || tellsOfHurt(heard)) && !toldOfWin(tokens);
  if (hurt && !(feeling?.feeling === 'happy' && !feeling.negated)) return hurtReply(tokens, seed);
  const played = playReply(tokens, seed);
  if (played) return fit(played);
  if (feeling && (feeling.feeling !== 'happy' || feeling.negated)) return feelingReply(tokens, feeling, seed);
  if (tokens.length <= 3 && tokens.some((token) => greetings.includes(token))) {
    return fit(`Hello${name}! I'm ${input.character.name}. I'm so happy to talk with you. What's on your mind?`);
  }
  const asked = isQuestion(said) || raw.includes('?');
  const aboutCharacter = personaReply(input.character, said, seed);
  if (aboutCharacter) return fit(aboutCharacter);
  const game = riddleReply(said, seed) ?? sumReply(said) ?? childFavouriteReply(said);
  if (game) return fit(game);
  // Sad news is answered gently before any fact: a lost balloon is not the moment for how helium works.
  // A plain joy ("happy birthday to my mum") is not read as sad news because sad stories often start with one.
  const glad = feeling?.feeling === 'happy' && !feeling.negated && strongJoy.has(feeling.word);
  const gentle = !glad && !toldOfWin(tokens) && (soundsSad(tokens) || mayTellOfHurt(said));
  if (!asked && gentle) return gentleReply(tokens, seed);
  if (!asked && toldOfWin(tokens)) return fit(winReply(subjectOf(tokens), seed));
  const cheerful = soundsGlad(tokens);
  const told = input.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const fact = findFact(said, { seed, told });
  if (fact && factIsOnSubject(fact, asked)) return fit(factReply(fact, { asked, gentle, glad: cheerful }, seed));
  if (gentle) return gentleReply(tokens, seed);
  if (feeling?.feeling === 'happy' && (strongJoy.has(feeling.word) || /\bbest day\b/.test(said))) {
    return feelingReply(tokens, feeling, seed);
  }
  const definition = askedAbout(said) ?? (asked ? subjectDefinition(tokens) : undefined);
  if (definition) return fit(dictionaryReply(definition, true, seed));
  const animal = tokens.map((token) => (token.length > 2 ? animalName(token) : undefined)).find(Boolean);
  if (animal) return fit(animalReply(animal, seed));
  const subject = subjectOf(tokens);
  if (subject && !asked) return fit(toldReply(subject, cheerful, seed));
  const noun = mainNoun(said);
  if (noun) return fit(dictionaryReply(noun, asked, seed));
  if (asked) {
    return fit(
      pick(
        [
          "Ooh, that's a great question! What do you think the answer might be?",
          "I wonder about that too! Maybe we could find out together with a grown-up. What's your best guess?",
          "What a curious question! Let's think: what do you already know about it?",
        ],
        seed,
      ),
    );
  }
  return fit(pick(cheerful ? generalReplies : plainReplies, seed));
}

/** The general replies that cheer nothing, for news that is not plainly glad ("there's nothing to do"). */
const plainReplies = [generalReplies[0], generalReplies[2]];

/** Feeling words that answer for themselves; "fun" or "best" alone say little. */
const strongJoy = new Set(['happy', 'excited', 'glad', 'yay', 'proud', 'calm', 'cosy', 'cozy', 'relaxed']);

/**
 * A fact answers only when it is about what the child talks about: its keyword is their subject (the noun after
 * "about", else their first noun, so "chess club" is not answered about a dinosaur's tail club), it is not half of
 * a compound ("ice cream" is not ice, a "report card" no card), and a fact about an action answers a question, not a story ("i went swimming").
 */
function factIsOnSubject(fact: FactMatch, asked: boolean): boolean {
  const span = subjectSpan(fact.tokens);
  if (span && (fact.span.start < span.start || fact.span.start >= span.end)) return false;
  const keyword = fact.tokens.slice(fact.span.start, fact.span.end).join(' ');
  const [before, next] = [fact.tokens[fact.span.start - 1], fact.tokens[fact.span.end]];
  if (next && isNounPhrase([keyword, next])) return false;
  if (before && isNounPhrase([before, keyword])) return false;
  return fact.isThing || asked;
}

/** Something that sounds sad or worrying, named back gently with room to say more. */
function gentleReply(tokens: string[], seed: string): string {
  const subject = subjectOf(tokens, { people: true }) ?? 'that';
  return pick(
    [
      `Thank you for telling me about ${subject}. That sounds hard. How are you feeling about it now?`,
      `Oh, ${subject}. I'm here to listen, and a grown-up you trust can help too. Would you like to tell me more about ${subject}?`,
    ],
    seed,
  );
}

/** A win the child tells of, cheered, with what it was at when they name it ("the spelling bee"). */
function winReply(subject: string | undefined, seed: string): string {
  const cheer = pick(['What a win! Well done.', 'You won, well done!', 'A win! I am so proud of you.'], seed);
  const question = pick(
    ['What was the best moment?', 'How did it feel when you knew you had won?', 'Who did you celebrate with?'],
    `${seed}|question`,
  );
  return subject ? `${capitalise(subject)}! ${cheer} ${question}` : `${cheer} ${question}`;
}

/**
 * What the child told about, named back with a question that keeps them talking: cheered when the news is glad,
 * otherwise asked about, as the same words can tell of a treat or a let-down.
 */
function toldReply(subject: string, glad: boolean, seed: string): string {
  const opener = glad
    ? pick([`Wow, ${subject}!`, `Ooh, ${subject}!`, `${capitalise(subject)}! How lovely.`], seed)
    : pick([`Oh, ${subject}!`, `${capitalise(subject)}, I'm listening.`], seed);
  const question = glad
    ? pick(
        [
          `What do you like most about ${subject}?`,
          `Can you tell me more about ${subject}?`,
          `What was the best part about ${subject}?`,
        ],
        `${seed}|question`,
      )
    : pick([`What happened with ${subject}?`, `Can you tell me more about ${subject}?`], `${seed}|question`);
  return `${opener} ${question}`;
}
