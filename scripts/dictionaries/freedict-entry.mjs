// Reads the translations out of one FreeDict entry as dictd shows it. FreeDict's dictionaries come from three
// kinds of source, each laid out its own way:
//   plain    "bread /bred/\n1. pan\n2. rebanada\n": one line per sense (Ergane, Wikipedia-derived and most others)
//   ding     "bread /bɹˈɛd/\nBrot <neut>\n      \"example\" - Beispiel\n see: {…}": one sense, then indented
//            examples, notes and cross-references (the German dictionary, from Ding)
//   wikdict  "red //ɹɛd// <adj>\n1. punanahka\nderogatory: …\n2. punainen 2.\nhaving red as its colour": numbered
//            senses, each followed by its English gloss (WikDict, from Wiktionary)

/** Labels that mark a translation as not the everyday word: slang, figurative, regional, old, rude. */
const markedLabel =
  /^(?:argo|mec\.?|slang|colloq(?:uial)?\.?|coll\.?|ugs\.?|übtr\.?|fig\.?|figurative(?:ly)?|vulg(?:ar)?\.?|derogatory|offensive|pejorative|pej\.?|archaic|obsolete|obs\.?|dated|veraltet|veraltend|poet(?:ic)?\.?|humorous|humor\.?|rare|dial(?:ect)?\.?|Ös\.|Schw\.|Bayr\.|Norddt\.|Süddt\.|BE|AE|Br\.|Am\.|Austria|Switzerland|euphem(?:ism)?\.?|jargon|childish|baby talk|informal|derisive|ironic|abwertend|pejorativ|selten|geh\.?|lit\.?|literary)$/i;

const isMarked = (labels) =>
  labels.some((label) => label.split(/[,;]\s*/).some((part) => markedLabel.test(part.trim())));

/** Splits on commas and semicolons outside brackets. */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if ('([{<'.includes(character)) depth++;
    if (')]}>'.includes(character)) depth = Math.max(0, depth - 1);
    if ((character === ',' || character === ';') && depth === 0) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts;
}

const genders = { masc: 'm', fem: 'f', neut: 'n', pl: 'pl' };

/**
 * One translation as written ("Brot <neut> [cook.]", "(argo) para"): its words, grammatical tags and labels.
 * Undefined when nothing word-like is left.
 */
export function parseTranslation(raw) {
  const tags = [...raw.matchAll(/<([^>]*)>/g)].map((match) => match[1].trim());
  const labels = [...raw.matchAll(/\[([^\]]*)\]|\(([^)]*)\)/g)].map((match) => (match[1] ?? match[2]).trim());
  // Ding writes an abbreviation after the gender ("Montag <masc>Mo"): the word is what comes before the tags.
  const beforeTags = raw.split(/<[^>]*>/)[0] ?? '';
  const text = beforeTags
    .replace(/\[[^\]]*\]|\([^)]*\)|\{[^}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–:]\s*/, '')
    .replace(/[.:!]$/, '')
    .replaceAll('ĳ', 'ij')
    .replaceAll('Ĳ', 'IJ')
    .replaceAll('‐', '-')
    .trim();
  // Abbreviations such as the Turkish dictionary's "ing." (British usage) are no translation.
  const abbreviation = /^\p{L}{1,4}\.$/u.test(beforeTags.replace(/\([^)]*\)/g, '').trim());
  const unusable = abbreviation || text.startsWith('/') || /\d/.test(text) || text.includes('. ') || text.length > 40;
  if (!/\p{L}/u.test(text) || unusable) return undefined;
  const tagWords = tags.flatMap((tag) => tag.split(/,\s*/));
  const gender = tagWords.map((tag) => genders[tag]).find(Boolean);
  const oneGender = tagWords.filter((tag) => genders[tag]).length === 1;
  return { text, gender: oneGender ? gender : undefined, labels, marked: isMarked(labels) };
}

/** The part of speech an entry's first line names ("bread /bred/ <v>" → "v"), lower case, or undefined. */
export function headPartOfSpeech(firstLine) {
  const tags = [...firstLine.matchAll(/<([^>]*)>/g)].map((match) => match[1].trim().toLowerCase());
  return tags.at(-1);
}

/** The pronunciation an entry's first line gives, or ''. */
export function headPronunciation(firstLine) {
  return /\/+([^/]*)\/+/.exec(firstLine)?.[1] ?? '';
}

const senseNumber = /^\s*(?:[IVX]+\.\s*)?(?:<[^>]*>\s*)?(?:\d+\.\s*)?/;

/** The senses of one entry, each a list of translations in the dictionary's order. */
export function entrySenses(text, format) {
  const [, ...body] = text.split('\n');
  const lines = body.filter((line) => line.trim() !== '');
  if (format === 'ding') {
    const first = lines[0];
    return first ? [{ translations: translationsOf(first), marked: false }] : [];
  }
  if (format === 'wikdict') {
    const senses = [];
    lines.forEach((line, at) => {
      if (at !== 0 && !/^\d+\.\s/.test(line)) return;
      const gloss = lines[at + 1] ?? '';
      const label = /^([^:]{1,40}):\s/.exec(gloss)?.[1] ?? '';
      const cleaned = line.replace(/^\d+\.\s*/, '').replace(/\s+\d+\.$/, '');
      senses.push({ translations: translationsOf(cleaned), marked: label !== '' && isMarked([label]) });
    });
    return senses;
  }
  // The Polish dictionary groups senses by part of speech ("I.  <N>  matka", "II.  <V> 1.  matkować", " 2.  …"):
  // verb groups translate the English verb of the same spelling.
  let group = '';
  const senses = [];
  for (const line of lines) {
    group = /^\s*[IVX]+\.\s*<([^>]*)>/.exec(line)?.[1]?.trim() ?? group;
    if (/^(?:V|v|vt|vi)$/.test(group)) continue;
    // Its phrases: "2.  be in the red (be V: :in :the :red)" and then " - mieć deficyt".
    if (line.trimStart().startsWith('-') || /\([^)]*:\S/.test(line) || /<[^>]*Comp>/.test(line)) continue;
    senses.push({ translations: translationsOf(line.replace(senseNumber, '')), marked: false });
  }
  return senses;
}

function translationsOf(line) {
  return splitTopLevel(line)
    .map(parseTranslation)
    .filter((translation) => translation !== undefined);
}
