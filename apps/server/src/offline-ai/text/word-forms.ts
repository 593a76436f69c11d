import { wordTable } from './word-table';

/** Irregular plurals and past tenses children use about animals, bodies and everyday things. */
const irregular = wordTable({
  teeth: 'tooth',
  feet: 'foot',
  geese: 'goose',
  mice: 'mouse',
  children: 'child',
  people: 'person',
  women: 'woman',
  men: 'man',
  leaves: 'leaf',
  wolves: 'wolf',
  calves: 'calf',
  knives: 'knife',
  lives: 'life',
  halves: 'half',
  octopi: 'octopus',
  cacti: 'cactus',
  fungi: 'fungus',
  dice: 'die',
  flew: 'fly',
  flown: 'fly',
  swam: 'swim',
  ate: 'eat',
  grew: 'grow',
  grown: 'grow',
  built: 'build',
  drew: 'draw',
  slept: 'sleep',
  ran: 'run',
  fell: 'fall',
  blew: 'blow',
  froze: 'freeze',
  frozen: 'freeze',
  sang: 'sing',
  dug: 'dig',
  caught: 'catch',
  saw: 'see',
  seen: 'see',
  came: 'come',
  went: 'go',
  gone: 'go',
  took: 'take',
  gave: 'give',
  got: 'get',
  made: 'make',
  said: 'say',
  told: 'tell',
  found: 'find',
  thought: 'think',
  bought: 'buy',
  brought: 'bring',
  felt: 'feel',
  kept: 'keep',
  left: 'leave',
  lost: 'lose',
  met: 'meet',
  sat: 'sit',
  stood: 'stand',
  won: 'win',
  wore: 'wear',
  woke: 'wake',
  wrote: 'write',
  rode: 'ride',
  broke: 'break',
  drank: 'drink',
  drove: 'drive',
  forgot: 'forget',
  hid: 'hide',
  held: 'hold',
  knew: 'know',
  sent: 'send',
  threw: 'throw',
  began: 'begin',
  did: 'do',
  had: 'have',
});

const plurals = wordTable(Object.fromEntries(Object.entries(irregular).map(([plural, single]) => [single, plural])));

/**
 * The word plus the dictionary forms it may stand for, most likely first: "volcanoes" → "volcano",
 * "butterflies" → "butterfly", "snowed" → "snow", "twinkling" → "twinkle". Some guesses are not words;
 * callers only keep forms their vocabulary knows.
 */
export function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (irregular[word]) add(irregular[word]);
  if (word.length > 3 && /ie[sd]$/.test(word)) add(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('ves')) add(`${word.slice(0, -3)}f`);
  if (word.length > 5 && word.endsWith('ices')) {
    add(`${word.slice(0, -4)}ix`);
    add(`${word.slice(0, -4)}ex`);
  }
  // "-es" is the ending after s, x, z, ch, sh and o ("boxes", "volcanoes"); elsewhere the "e" is the word's ("bases").
  const esPlural = /(?:s|x|z|ch|sh|o)es$/.test(word);
  if (word.length > 3 && esPlural) add(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.length > 3 && word.endsWith('es') && !esPlural) add(word.slice(0, -2));
  if (word.length > 4 && word.endsWith('ing')) {
    const stem = word.slice(0, -3);
    add(stem);
    // Only a consonant drops its e before -ing ("baking"); "being" is not "bee" + ing.
    if (/[^aeiou]$/.test(stem)) add(`${stem}e`);
    if (stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
  }
  if (word.length > 3 && /[^aeiou]ed$|[aeiou][^aeiou]ed$/.test(word)) {
    const stem = word.slice(0, -2);
    add(stem);
    add(`${stem}e`);
    if (stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
  }
  if (word.length > 3 && word.endsWith('d') && /[aeiouy]d$/.test(word)) add(word.slice(0, -1));
  return forms;
}

/** A regular English plural, with the irregular ones above. */
export function plural(word: string): string {
  const last = word.split(' ').at(-1) ?? word;
  const head = word.slice(0, word.length - last.length);
  if (plurals[last]) return `${head}${plurals[last]}`;
  if (/[^aeiou]y$/.test(last)) return `${head}${last.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(last)) return `${head}${last}es`;
  if (/[^aeiou]o$/.test(last)) return `${head}${last}es`;
  return `${head}${last}s`;
}
