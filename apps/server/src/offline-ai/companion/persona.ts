import type { CompanionCharacter, CompanionPersona } from '../../adapters/ai/ai-service';
import { pick } from '../pick';
import { wordTable } from '../text/word-table';

const defaultColours = [
  'blue, like a summer sky',
  'green, like leaves and frogs',
  'purple, like a magic cloak',
  'orange, like a sunset',
  'yellow, like sunshine',
  'red, like a ladybird',
];
const colourNotes = wordTable({
  blue: 'like the sea and the sky',
  green: 'like leaves and frogs',
  purple: 'like a magic cloak',
  orange: 'like a sunset',
  yellow: 'like sunshine',
  red: 'like a ladybird',
  pink: 'like candyfloss',
  gold: 'like treasure',
  silver: 'like the Moon',
});
const defaultLikes = [
  ['learning new things', 'hearing your ideas'],
  ['telling fun facts', 'asking big questions'],
  ['making up stories', 'playing word games'],
  ['looking at the clouds', 'singing silly songs'],
];

/** Where a liked thing stops: before the next clause ("…, and you explain them simply"). */
const clauseEnd =
  /,?\s+(?:and|but|so)\s+(?:you|they|he|she|i|it|who|how|why|what|always|never|likes?|loves?|enjoys?|adores?)\b|\s+(?:who|which|because|when|while)\b|,\s+(?:and\s+)?you\b/i;

function clause(text: string, maxWords = 6): string | undefined {
  const cut = (text.split(clauseEnd)[0] ?? '').trim().replace(/[,\s]+$/, '');
  const words = cut.split(/\s+/);
  if (!cut || words.length > maxWords || /[{}]/.test(cut)) return undefined;
  return cut;
}

/** "loves the sea", "You love planets, stars and the Moon": what the character itself likes (not the child). */
function likesIn(prompt: string): string[] {
  const likes: string[] = [];
  for (const match of prompt.matchAll(
    /\b(?:you|who|i|and)\s+(?:really\s+|also\s+|just\s+)?(?:love|loves|like|likes|adore|adores|enjoy|enjoys)\s+([^.;!?\n]+)/gi,
  )) {
    const liked = clause(match[1] ?? '');
    if (liked && !likes.includes(liked)) likes.push(liked);
  }
  for (const match of prompt.matchAll(/\b(?:facts|stories|talk|talking|chat|chatting) about ([^.;!?\n]+)/gi)) {
    const first = clause((match[1] ?? '').split(/,|\s+and\s+/)[0] ?? '', 3);
    if (first && !likes.some((like) => like.includes(first))) likes.push(`talking about ${first}`);
  }
  return likes;
}

function colourIn(prompt: string): string | undefined {
  const colour = /\bfavou?rite colou?r is ([^.;!?\n,]+)/i.exec(prompt)?.[1]?.trim().toLowerCase();
  if (!colour || colour.split(/\s+/).length > 4) return undefined;
  const note = colourNotes[colour];
  return note ? `${colour}, ${note}` : colour;
}

/**
 * The character's likes: its own persona when it has one, else what its prompt says ("Your favourite colour
 * is green", "who loves the sea"), filled in with friendly defaults chosen by its name.
 */
export function personaOf(character: CompanionCharacter): CompanionPersona {
  if (character.persona) return character.persona;
  const likes = likesIn(character.systemPrompt);
  const fallbackLikes = pick(defaultLikes, character.name);
  return {
    favouriteColour: colourIn(character.systemPrompt) ?? pick(defaultColours, character.name),
    favouriteThing: likes[0] ?? 'chatting with you',
    likes: likes.length > 0 ? likes : fallbackLikes,
  };
}
