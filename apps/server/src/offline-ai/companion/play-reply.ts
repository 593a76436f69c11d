import { pick } from '../pick';
import { subjectOf } from './dictionary-reply';

/** Games children start by saying so: knock-knock jokes, I spy, a story about something, this or that. */
export function playReply(tokens: string[], seed: string): string | undefined {
  const text = tokens.join(' ');
  if (/\bknock knock\b/.test(text)) return "Who's there?";
  if (/\bi spy\b/.test(text)) {
    return `I love I spy! I spy with my little eye something beginning with ${pick(['S', 'B', 'T', 'C'], seed)}. What do you think it is?`;
  }
  const story = /\b(?:tell|read|make up|say) (?:me |us )?a (?:story|tale)\b(?: about (.+))?/.exec(text);
  if (story) {
    const subject = story[1] ? (subjectOf(story[1].split(' ')) ?? story[1]) : 'a brave little fox';
    return `Once upon a time there was ${/^(?:a|an|the|your)\b/.test(subject) ? subject : `a ${subject}`} who wanted to find something wonderful. Every day it looked a little further, and one morning it found a friend who was looking too. What do you think they found together?`;
  }
  const choice = /\b(?:like|prefer|love) (?:better|more|best)? ?(?:the |a )?([a-z ]+?) or (?:the |a )?([a-z ]+?)$/.exec(
    text,
  );
  if (choice?.[1] && choice[2]) {
    const [first, second] = [choice[1], choice[2]];
    return `Ooh, ${first} or ${second}? I think I'd pick ${pick([first, second], seed)}, but both sound lovely! Which do you like better?`;
  }
  return undefined;
}
