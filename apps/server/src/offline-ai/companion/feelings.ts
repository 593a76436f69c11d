import { isNounPhrase } from '../wordnet/wordnet';
/**
 * How the child feels, read the way a person would: "not sad" is not sad, "not scared anymore" is brave, "I
 * was scared but now I'm ok" is about now, and a hurt ("my knee hurts", "my fish died") is neither a worry to
 * send to a grown-up nor something to cheer about.
 */
export type Feeling = 'sad' | 'scared' | 'angry' | 'happy';

export interface FeelingReading {
  feeling: Feeling;
  /** The word the child used ("lonely", "cross"). */
  word: string;
  /** Said with a negation: "not sad", "wasn't scared", "don't feel angry anymore". */
  negated: boolean;
}

const feelingWords: Record<Feeling, string[]> = {
  sad: [
    'sad',
    'unhappy',
    'lonely',
    'embarrassed',
    'ashamed',
    'bored',
    'jealous',
    'crying',
    'cry',
    'cried',
    'upset',
    'miss',
    'missing',
    'heartbroken',
    'gloomy',
  ],
  scared: [
    'scared',
    'afraid',
    'frightened',
    'nightmare',
    'nightmares',
    'worried',
    'worry',
    'nervous',
    'terrified',
    'scary',
    'anxious',
  ],
  angry: ['angry', 'mad', 'cross', 'annoyed', 'annoying', 'grumpy', 'furious', 'frustrated'],
  happy: [
    'happy',
    'excited',
    'glad',
    'yay',
    'awesome',
    'proud',
    'great',
    'amazing',
    'best',
    'love',
    'fun',
    'calm',
    'cosy',
    'cozy',
    'relaxed',
  ],
};
const negations = new Set([
  'not',
  'never',
  'no',
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "wasn't",
  "aren't",
  "weren't",
  "won't",
  "can't",
  "i'm not",
  'nobody',
  'nothing',
  'hardly',
]);
/** Words that end one part of what was said and start another: the later part is how the child feels now. */
const turns = new Set(['but', 'now', 'although', 'though', 'however', 'anyway']);
const lookBack = 3;

/** Turns that, after good news, bring bad: "i was happy but then i dropped my ice cream". */
const letDowns = new Set(['but', 'except', 'until', 'although', 'though']);

/**
 * What the child feels now, or undefined when no feeling word is said, or when good news is followed by a let-down
 * that names no feeling ("it was fun until it rained"): that is not news to cheer, and `soundsSad` hears it.
 */
export function readFeeling(tokens: string[]): FeelingReading | undefined {
  const reading = lastFeeling(tokens);
  if (!reading || joyLetDown(tokens, reading)) return undefined;
  return takenBack(tokens, reading) ? { ...reading, negated: false } : reading;
}

/** Words after a sadness said away that take it back: "not that sad anymore, well maybe a bit". */
const hedge =
  /\b(?:maybe a (?:bit|little)|still a (?:bit|little)|a little bit|(?:well|but|ok) (?:a bit|a little|kind of|kinda|sort of))\b/;

function takenBack(tokens: string[], reading: FeelingReading): boolean {
  if (!reading.negated || reading.feeling === 'happy') return false;
  return hedge.test(tokens.slice(tokens.lastIndexOf(reading.word) + 1).join(' '));
}

/**
 * Good news ("happy", "not scared anymore"), then a let-down after it with no feeling word of its own: "i'm not
 * scared of the dark anymore but i still hate thunder".
 */
function joyLetDown(tokens: string[], reading: FeelingReading): boolean {
  if ((reading.feeling === 'happy') === reading.negated) return false;
  const at = tokens.lastIndexOf(reading.word);
  return tokens.slice(at + 1).some((token) => letDowns.has(token));
}

/**
 * A feeling word that is part of the name of a thing with the words around it: "cross country", "hot cross buns",
 * "mad hatter" name no feeling.
 */
function namesAThing(tokens: string[], at: number): boolean {
  const phrases = [tokens.slice(at, at + 2), tokens.slice(at - 1, at + 1), tokens.slice(at - 1, at + 2)];
  return phrases.some(isNounPhrase);
}

function lastFeeling(tokens: string[]): FeelingReading | undefined {
  // The last part that names a feeling decides: "i was scared yesterday but now i'm happy" is happy.
  let start = 0;
  let reading: FeelingReading | undefined;
  tokens.forEach((token, at) => {
    if (turns.has(token) && at > 0) start = at;
    const feeling = (Object.keys(feelingWords) as Feeling[]).find((name) => feelingWords[name].includes(token));
    if (!feeling || namesAThing(tokens, at)) return;
    const before = tokens.slice(Math.max(start, at - lookBack), at);
    const negated = before.some((word) => negations.has(word) || word.endsWith("n't"));
    // A strong feeling said plainly wins over a weak one ("fun", "love") said in the same part.
    const weak = ['fun', 'love', 'best', 'great'].includes(token);
    if (reading && at >= start && weak && !reading.negated && reading.feeling !== 'happy') return;
    reading = { feeling, word: token, negated };
  });
  return reading;
}

/** Pains, illnesses and losses: the companion is sorry and gentle, never cheerful. */
const hurtWords = new Set(
  `hurt hurts hurting hurted sore ache aches aching headache headake tummyache toothache earache bleeding bled blood
  bruise bruised graze grazed scrape scraped scratched cut burnt burned sting stings stung splinter bumped bumpd bump banged sprained
  sick ill fever cough coughing poorly vomit vomited died dead dying broke broken injection stitches
  plaster cast ouch owie itchy stinging nettle nettles jab jabs vaccine vaccination carsick poorly temperature
  temprature flu chickenpox`.split(/\s+/),
);

/** The child tells of a pain, an illness or a loss ("a shot at the doctor" too, not a shot at goal). */
const hurtPhrases =
  /\b(?:have|got|has|caught) a cold\b|\b(?:a|my) shots? (?:at|from) the (?:doctor|doctors|nurse|clinic)|\bfelt sick\b|\bthrew up\b/;
export const tellsOfHurt = (tokens: string[]) =>
  tokens.some((token) => hurtWords.has(token)) || hurtPhrases.test(tokens.join(' '));

/** Hurt words that tell of a broken thing, not of the child's body. */
const brokenThing = new Set(['broke', 'broken']);
/** The child tells of a pain or an illness of their own body, not of a broken thing ("the washing machine broke"). */
export const tellsOfPain = (tokens: string[]) =>
  tokens.some((token) => hurtWords.has(token) && !brokenThing.has(token)) || hurtPhrases.test(tokens.join(' '));

/** Words that tell of a loss rather than a pain. */
export const tellsOfLoss = (tokens: string[]) => tokens.some((token) => ['died', 'dead', 'dying'].includes(token));

const saidSadly =
  /\b(?:left out|mov(?:ed|ing) (?:away|to another|to a different)|went away|(?:is|are|was|be) away|lost (?:the|our|my)(?! (?:first |wobbly |baby )?(?:tooth|teeth))|broke (?:my|the)(?! (?:\w+ ){0,2}record)|broken|ruined|spilled|not fair|unfair|didn't|didnt|did not|couldn't|couldnt|can't|cant|no one|nobody|feels? funny|miss|missing|alone|fell out|fell over|fell off|told off|in trouble|not invited|wasn't invited|wasnt invited|(?:won't|wont|will not|wouldn't|wouldnt|don't|dont|do not) let me|came last|escaped|(?:washed|floated|flew|blew|ran) away|got stuck|stings?|(?:power|lights?|electricity) (?:went|go|goes) (?:out|off)|power cut|melted|broke down|stopped working|moving (?:house|home|school|away)|new school|forgot|forgotten|cancell?ed|dropped (?:my|the|it|all)|fell (?:on|down|in|into)|went home|really quiet|except (?:me|mine|for me|for mine)$|except (?:me|mine|for me|for mine) |supposed to \w+(?: \w+){0,3} but|name (?:went|got put|was put|is|was) on the board|lost at \w+|(?:don't|dont|do not|didn't|didnt|did not) even get|blamed me|thought (?:it was me|i (?:copied|did it|took|broke|lied|cheated|started))|only one who (?:can't|cant|can not|cannot|didn't|didnt|isn't|isnt|wasn't|wasnt)|but i (?:really |so )?(?:wanted|wish|wished|hoped))\b/;

/**
 * Something sad or worrying said without a feeling word ("my best friend moved away", "i feel left out", "i lost
 * the match", "it was fun until it rained", "everyone can do the monkey bars except me", "i have to be a tree but
 * i wanted to be the princess"): a reply is gentle, never "Wow!".
 */
export const soundsSad = (tokens: string[]) => {
  const reading = lastFeeling(tokens);
  return (reading !== undefined && joyLetDown(tokens, reading)) || saidSadly.test(tokens.join(' '));
};

const wonSomething =
  /\b(?:won(?!')|win|wins|came (?:first|second|third|1st|2nd|3rd)|(?:first|second|third|1st|2nd|3rd) place|runner up|broke (?:the|a|my) (?:\w+ ){0,2}record|(?:a )?new record|personal best|got (?:a|the|my|first) (?:medal|trophy|prize|award|certificate|gold|gold star|star|badge|belt)|beat (?:them|him|her|everyone|everybody|my \w+)|beat (?:the|their|a|every) (?:\w+ ){0,2}(?:team|side|school|class|club|champions?|record))\b/;
/** Words that make a win not (yet) one: "i almost won", "i wanted to win", "if i win" (and any "n't"). */
const noWinYet = new Set(
  'not never almost nearly lost unless if want wanted wants hope hoped wish wished try tried trying going gonna will'.split(
    ' ',
  ),
);

/**
 * Good news of a win or a prize ("i won the race", "we got a medal", "i came first") with no let-down, negation or
 * sad turn: a model that has read many "i didn't win" stories must not hear the win as a hurt.
 */
export const toldOfWin = (tokens: string[]) => {
  const said = tokens.join(' ');
  return (
    wonSomething.test(said) &&
    !saidSadly.test(said) &&
    !tokens.some((token) => letDowns.has(token) || noWinYet.has(token) || token.endsWith("n't"))
  );
};

/** Words that tell of something the child enjoys or is pleased by. */
const gladWords = new Set(
  `love loved loves lovely favourite favorite fun funny best cool awesome great amazing brilliant yay excited exciting
  happy glad proud new present presents birthday won win treat surprise party holiday yummy delicious`.split(/\s+/),
);

/**
 * The child's news sounds glad: a joy word, a win or a treat, with no sad turn. Only glad news is cheered ("Wow, the
 * zoo!"); news that says neither is named back plainly, since "we got to the zoo and it was closed" tells of no
 * feeling at all.
 */
export const soundsGlad = (tokens: string[]) =>
  (toldOfWin(tokens) || tokens.some((token) => gladWords.has(token))) && !soundsSad(tokens);
