import { pick } from '../pick';
import { respelled } from '../text/child-spelling';

const riddles = [
  "What has hands but can't clap? A clock!",
  'What has to be broken before you can use it? An egg!',
  'What gets wetter the more it dries? A towel!',
  'What goes up but never comes down? Your age!',
  "What has lots of keys but can't open a single door? A piano!",
  'What can you catch but not throw? A cold!',
  'What has a neck but no head? A bottle!',
];

const jokes = [
  'Why did the teddy bear say no to pudding? Because it was already stuffed!',
  'What do you call a sleeping dinosaur? A dino-snore!',
  'Why do fish live in salt water? Because pepper makes them sneeze!',
  'What do you call a bear with no teeth? A gummy bear!',
  'Why did the cookie go to the doctor? Because it felt crummy!',
];

/** "can we play a riddle game", "tell me a joke": one easy riddle or joke with its answer, then the child's turn. */
export function riddleReply(said: string, seed: string): string | undefined {
  const text = respelled(said);
  if (/\briddles?\b/.test(text)) {
    return `I love riddles! Here's one: ${pick(riddles, seed)} Can you make up a riddle for me?`;
  }
  if (/\bjokes?\b/.test(text)) return `Here's a silly one: ${pick(jokes, seed)} Do you know a joke you could tell me?`;
  return undefined;
}
