import { words } from './words';

/**
 * Short words children spell by sound or text-speak. They are too short or too common for fuzzy matching
 * to reach safely, and questions hinge on them ("y do…", "wats ur favrit…").
 */
const soundSpellings: Record<string, string> = {
  wat: 'what',
  wot: 'what',
  wats: 'whats',
  wots: 'whats',
  watz: 'whats',
  y: 'why',
  u: 'you',
  ya: 'you',
  yu: 'you',
  ur: 'your',
  yor: 'your',
  r: 'are',
  dose: 'does',
  dus: 'does',
  duz: 'does',
  wen: 'when',
  wer: 'where',
  hw: 'how',
  hou: 'how',
  iz: 'is',
  cuz: 'because',
  coz: 'because',
  bcoz: 'because',
  becos: 'because',
  nite: 'night',
  lite: 'light',
  brite: 'bright',
  thru: 'through',
  realy: 'really',
  relly: 'really',
  rly: 'really',
  pls: 'please',
  plz: 'please',
  luv: 'love',
  lik: 'like',
  liek: 'like',
  wanna: 'want to',
  gonna: 'going to',
  fav: 'favourite',
  fave: 'favourite',
  favrit: 'favourite',
  favrite: 'favourite',
  favorit: 'favourite',
  favourit: 'favourite',
  faverit: 'favourite',
  faverite: 'favourite',
  favret: 'favourite',
  favroit: 'favourite',
  favoite: 'favourite',
  favoute: 'favourite',
  favoritte: 'favourite',
  culer: 'colour',
  coler: 'colour',
  colur: 'colour',
  culor: 'colour',
  olld: 'old',
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  im: "i'm",
  ive: "i've",
  youre: "you're",
  thats: "that's",
};

/** The message as lower-case words, with sound spellings of short common words put right. */
export function childWords(text: string): string[] {
  return words(text).flatMap((word) => (soundSpellings[word] ?? word).split(' '));
}

/** The message re-joined from `childWords`, for pattern matching. */
export const respelled = (text: string): string => childWords(text).join(' ');
