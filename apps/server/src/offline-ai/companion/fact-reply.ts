import type { FactMatch } from '../kid-facts/find-fact';
import { pick } from '../pick';
import { capitalise } from '../text/words';
import { subjectPhrase } from './subject-phrase';

const questionOpeners = [
  'Great question about {subject}!',
  'Ooh, I love wondering about {subject}!',
  'What a clever question about {subject}!',
];
const remarkOpeners = ['Ooh, {subject}!', 'Wow, {subject}! I know something cool.', 'I love hearing about {subject}!'];
/** For subjects that are actions or qualities ("grow", "burp"), which read badly after "about". */
const plainQuestionOpeners = ['Great question!', 'Ooh, I love that question!', 'What a clever question!'];
const plainRemarkOpeners = ['Ooh, I know something cool about that!', 'Wow! Here is something amazing.'];
/** For news that is not plainly glad: the subject named back, and no cheer. */
const plainlyToldOpeners = ['Oh, {subject}. Here is something I know.', '{subject}! Did you know this?'];
const plainTellOpeners = ['Here is something I know about that.', 'Did you know this?'];
/** For a question asked by a child who may be sad: answered, but not with a cheer. */
const gentleQuestionOpeners = ["That's a good question about {subject}.", 'Let me tell you about {subject}.'];
const plainGentleQuestionOpeners = ["That's a good question.", 'Let me tell you what I know.'];

/** Questions back that keep the child thinking about the same kind of thing, a few per fact topic. */
const topicFollowUps: Record<string, string[]> = {
  animals: [
    'Which animal would you most like to be for a day?',
    'If you could talk to animals, what would you ask first?',
  ],
  space: ['If you could fly a rocket into space, what would you pack?', 'Would you like to be an astronaut one day?'],
  dinosaurs: ['Which dinosaur would you most like to meet?', 'What do you think dinosaurs sounded like?'],
  weather: ["What's your favourite kind of weather?", 'What do you think would happen if it rained lemonade?'],
  nature: [
    'What would you most like to find on a nature walk?',
    'What do you think is the most amazing thing outside?',
  ],
  body: ["What's the most amazing thing your body can do?", 'What else would you like to know about your body?'],
  'how-things-work': [
    'If you could invent a machine, what would it do?',
    'What else would you like to know about how things work?',
  ],
};
/** Follow-ups that name the child's own subject, so they fit any topic. */
const subjectFollowUps = [
  'What else would you like to know about {subject}?',
  'What do you think is the most amazing thing about {subject}?',
];

/** "<warm opener about the subject>! <fact> <a question back on the same subject>" */
export function factReply(
  match: FactMatch,
  how: { asked: boolean; gentle?: boolean; glad?: boolean },
  seed: string,
): string {
  const subject = subjectPhrase(match);
  const fill = (template: string) => {
    const text = template.replaceAll('{subject}', subject);
    return template.startsWith('{subject}') ? capitalise(text) : text;
  };
  const openers = openersFor(match.isThing, how);
  const opener = fill(pick(openers, seed));
  const topical = topicFollowUps[match.fact.topic] ?? [];
  const followUps = match.isThing || topical.length === 0 ? [...topical, ...subjectFollowUps] : topical;
  const followUp = fill(pick(followUps, `${seed}|follow-up`));
  return `${opener} ${match.fact.fact} ${followUp}`;
}

function openersFor(
  isThing: boolean,
  { asked, gentle, glad }: { asked: boolean; gentle?: boolean; glad?: boolean },
): string[] {
  if (gentle) return isThing ? gentleQuestionOpeners : plainGentleQuestionOpeners;
  if (asked) return isThing ? questionOpeners : plainQuestionOpeners;
  if (!glad) return isThing ? plainlyToldOpeners : plainTellOpeners;
  return isThing ? remarkOpeners : plainRemarkOpeners;
}
