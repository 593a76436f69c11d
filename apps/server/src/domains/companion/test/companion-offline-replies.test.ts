import { describe, expect, it } from 'vitest';
import type { ChatTurn, CompanionCharacter } from '../../../adapters/ai/ai-service';
import { checkCompanionOutput } from '../../../child-safety/content-check';
import { factReply } from '../../../offline-ai/companion/fact-reply';
import { generalReplies, offlineCompanionReply } from '../../../offline-ai/companion-replies';
import { cheersAboutHurt, isOnTopic } from '../../../offline-ai/evaluation/figures';
import { getFactIndex } from '../../../offline-ai/kid-facts/fact-index';
import { findFact } from '../../../offline-ai/kid-facts/find-fact';
import { words } from '../../../offline-ai/text/words';
import { builtInCharacters } from '../services/built-in-characters';
import { fillPrompt } from '../services/fill-prompt';
import onTopic from './fixtures/companion-on-topic.json';

const child = { name: 'Sam', age: 7 };
const nova = builtInCharacters[0]!;
/** The built-in character as the AI layer receives it: prompt filled in for the child, with its persona. */
const builtIn: CompanionCharacter = {
  name: nova.name,
  systemPrompt: fillPrompt(nova.systemPrompt, child),
  persona: nova.persona,
};
const parentWritten: CompanionCharacter = {
  name: 'Captain Bloop',
  systemPrompt: 'You are Captain Bloop, a silly pirate who loves the sea. Your favourite colour is green.',
};

const replyTo = (content: string, character = builtIn, earlier: ChatTurn[] = []) =>
  offlineCompanionReply({ character, child, history: [...earlier, { role: 'user', content }] });

describe('offline companion replies stay on what the child said', () => {
  // Everyday news whose words a companion must never say first: an echo of them would be replaced and reach the
  // parents area as a flag on a harmless message.
  it.each([
    'i gave mummy a big kiss goodnight',
    'dad says beer is for grown ups only so i had apple juice',
    'dad puts a bit of wine in the spaghetti sauce and it cooks away',
    'i know my address in case i get lost but i only tell a police officer or mum',
  ])('answers "%s" with a reply the safety layer lets through', (text) => {
    expect(checkCompanionOutput(replyTo(text)).safe).toBe(true);
  });

  it.each([
    { label: 'the built-in character', character: builtIn },
    { label: 'a parent-written character', character: parentWritten },
  ])('keeps at least 80 percent of the on-topic set on topic with $label', ({ label, character }) => {
    const misses: string[] = [];
    for (const { text, topic } of onTopic) {
      const reply = replyTo(text, character);
      if (!isOnTopic(reply, topic)) misses.push(`${text} (${topic.join('|')}) → ${reply}`);
    }
    const share = (onTopic.length - misses.length) / onTopic.length;
    console.info(`${label}: ${(share * 100).toFixed(1)}% on topic (${onTopic.length} messages)`, misses);
    expect(onTopic).toHaveLength(139);
    expect(share).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    ['why is the sky blue', ['sky', 'blue']],
    ['how do volcanoes work', ['volcano']],
    ['how do vulcanos work', ['volcano']],
    ['i lost my tooth today', ['tooth', 'teeth']],
    ['did dinosors have fethers', ['dinosaur', 'feather']],
    ['y do zebras have stripes', ['zebra', 'stripe']],
  ])('answers "%s" with a fact on its subject', (text, topic) => {
    const reply = replyTo(text);
    expect(isOnTopic(reply, topic), reply).toBe(true);
    expect(findFact(text, { seed: '' }), reply).toBeDefined();
    expect(reply.trim().endsWith('?'), reply).toBe(true);
  });

  it('gives a different fact when the child asks the same thing again', () => {
    const first = replyTo('how do volcanoes work');
    const second = replyTo('how do volcanoes work', builtIn, [
      { role: 'user', content: 'how do volcanoes work' },
      { role: 'assistant', content: first },
    ]);
    const factIn = (reply: string) => getFactIndex().facts.find((fact) => reply.includes(fact.fact))?.fact;
    expect(factIn(first)).toBeDefined();
    expect(factIn(second)).toBeDefined();
    expect(factIn(second)).not.toBe(factIn(first));
    expect(isOnTopic(second, ['volcano'])).toBe(true);
  });

  it('falls back to a general line when nothing in the message can be matched', () => {
    expect(generalReplies).toContain(replyTo('hmm ok'));
    expect(generalReplies).toContain(replyTo('lol'));
  });

  it('answers a question on a noun the fact base does not cover from the dictionary', () => {
    expect(replyTo('what is a trampoline?')).toMatch(/^Great question! My word book says “trampoline” means .+\?$/);
  });

  it('names back what the child told about, spelled right, and asks them more', () => {
    expect(replyTo('we had spagetti for dinner')).toMatch(/spaghetti!.*\bspaghetti\?$/i);
    expect(replyTo('i won my chess game at chess club today')).toMatch(/chess/);
    expect(replyTo('i went to the libary and got a book about sharks')).toMatch(/shark/);
  });

  it('names back what is the child’s as theirs, and never a question word or a title as the subject', () => {
    expect(replyTo('our school is doing a sponsored walk')).toMatch(/\byour school\b/i);
    expect(replyTo('our school is doing a sponsored walk')).not.toMatch(/\bour school\b/i);
    expect(replyTo('whos the best footballer ever')).not.toMatch(/\bwhos\b/i);
    expect(replyTo('mrs patel gave us a sticker')).not.toMatch(/\bmrs\b/i);
  });

  it('reads a feeling said with a negation or about something', () => {
    expect(replyTo("i'm not sad today, i'm super happy")).not.toMatch(/sorry/i);
    expect(replyTo("i'm not scared of the dark anymore")).toMatch(/not scared of the dark anymore/);
    expect(replyTo('i was scared yesterday but now i am happy')).toMatch(/happy/);
  });

  it('hears good news turned bad as bad news, never cheering it', () => {
    for (const text of [
      'i was happy but then i dropped my ice cream',
      'the party was fun until it started raining',
      'i was so excited but then i cut my finger',
    ]) {
      expect(replyTo(text), text).not.toMatch(/yay|wow|hooray|so happy/i);
    }
    expect(replyTo('i was so excited but then i cut my finger')).toMatch(/your finger/);
    expect(replyTo("i'm not scared of the dark anymore but i still hate thunder")).not.toMatch(/hooray|glad/i);
  });

  it('hears being the one left behind as sad news, not a subject for a fact', () => {
    const reply = replyTo('everyone in my class can do the monkey bars except me');
    expect(reply).toMatch(/monkey bars/);
    expect(reply).not.toMatch(/ooh|wow|tails/i);
  });

  it('never cheers being passed over, blamed, losing, or plans the weather spoiled', () => {
    for (const text of [
      'all the paintings went on display except mine',
      'we were supposed to have a picnic but it rained all day',
      'my name got put on the board today',
      'the teacher thought i started the fight',
      'lost at monopoly again',
      'i only got to be a tree and i didnt even get a costume',
    ])
      expect(cheersAboutHurt(replyTo(text)), text).toBe(false);
  });

  it('cheers only news that sounds glad, and names plain news back without a cheer', () => {
    for (const text of [
      'we got to the zoo and it was closed',
      'my caterpillar never turned into a butterfly',
      'theres nothing to do everyone is busy',
      'it was so windy my hat blew into the river',
    ]) {
      expect(cheersAboutHurt(replyTo(text)), text).toBe(false);
      expect(cheersAboutHurt(replyTo(text, parentWritten)), text).toBe(false);
    }
    expect(replyTo('we got to the zoo and it was closed')).toMatch(/\bzoo\b/);
    expect(replyTo('my caterpillar never turned into a butterfly')).toMatch(/caterpillar/);
    expect(cheersAboutHurt(replyTo('we went to the zoo and it was so much fun'))).toBe(true);
    expect(cheersAboutHurt(replyTo('i love my new scooter'))).toBe(true);
  });

  it('names who the child misses', () => {
    expect(replyTo('i miss my grandad, he lives in spain')).toMatch(/^I'm sorry you miss your grandad\./);
  });

  it('is gentle about a hurt, naming it, and never cheerful', () => {
    for (const text of [
      'i lost my tooth and there was a little blood',
      'i bumpd my head on the door',
      'my goldfish died',
    ]) {
      const reply = replyTo(text);
      expect(reply, text).toMatch(/sorry|oh no/i);
      expect(reply, text).not.toMatch(/love hearing|wow|yay|ooh/i);
    }
    expect(replyTo('i bumpd my head on the door')).toMatch(/your head/);
  });
});

describe('being kept out of a game', () => {
  it('is a hurt, though no feeling word says so', () => {
    const reply = replyTo('the big kids wont let me play basketball at lunch');
    expect(reply).toMatch(/basketball/);
    expect(reply).not.toMatch(/best part|wow|ooh|yay|love hearing/i);
  });
});

describe('a part one did not want', () => {
  it('is a disappointment, answered gently', () => {
    const reply = replyTo('we went to the beach but i wanted to go to the zoo');
    expect(reply).not.toMatch(/best part|wow|ooh|yay|love hearing/i);
  });
});

describe('a sad story with no fact to tell names back what it was about', () => {
  it.each([
    ['the football match got called off and i was meant to be playing', /the football/],
    ['my little sister ripped my drawing', /your (?:drawing|little sister)/],
    ['my big brother is moving away and it will be so quiet', /your big brother/],
    ['dad said we would go to the zoo but then he had to work', /the zoo/],
    // "might" and "will" are nouns too ("with all his might"), never what a child talks about.
    ['we might have to give our dog away', /(?:our|your) dog/],
    ['my grandad will have an operation on his heart', /(?:his|the|your) heart|your grandad/],
    // A compound the noun ends is named whole: a report card, not a card.
    ['i got a bad report card', /report card/],
    ['the washing machine broke and flooded the kitchen', /washing machine/],
  ])('%s → names %s', (message, subject) => {
    const reply = replyTo(message);
    expect(reply).toMatch(subject);
    expect(reply).not.toMatch(/about that\b|Oh, that\./);
  });
});

describe('feeling words that are not feelings', () => {
  it('reads "cross" in a name of a thing as no feeling, and cheers nothing about a race a child could not finish', () => {
    const race = replyTo('i have asthma and i couldnt finish the cross country race today');
    expect(race).not.toMatch(/hooray|cross/i);
    expect(replyTo('i can play hot cross buns on my recorder')).not.toMatch(/feel cross/);
    expect(replyTo('im so cross with my brother')).toMatch(/feel cross/);
  });

  it('does not answer a plain joy as sad news', () => {
    expect(replyTo('happy birthday to my mum')).not.toMatch(/sounds hard|sorry/i);
  });
});

describe('a win', () => {
  it.each([
    ['i won the race at sports day', /race/],
    ['we won the cup', /cup/],
    ['i got a medal for swimming', /medal|swimming/],
  ])('%s is good news, named back without sorrow', (message, subject) => {
    const reply = replyTo(message);
    expect(reply).toMatch(subject);
    expect(reply).not.toMatch(/sounds hard|sorry|here to listen/i);
  });

  it('is no win when it did not happen', () => {
    for (const message of ['i almost won the race', 'i really wanted to win the race', "we won't win the cup"])
      expect(replyTo(message)).not.toMatch(/wow|ooh|best part|hooray/i);
  });

  it('names what was won, not a number or a place in a race', () => {
    expect(replyTo('we lost the final three nil')).not.toMatch(/\bnil\b/);
    expect(replyTo('i came second in the spelling bee')).not.toMatch(/about second/);
  });

  it('is cheered as a win, the team beaten included', () => {
    expect(replyTo('our team beat the red team 4 to 2')).toMatch(/\bwin\b|\bwon\b/i);
    expect(replyTo('our team beat the red team 4 to 2')).not.toMatch(/\bred\b/i);
    expect(replyTo('i won the spelling bee')).toMatch(/spelling bee.*(?:win|won)/i);
  });

  it('is a place on the podium or a record too, never a sorrow', () => {
    for (const message of ['i came second in the spelling bee', 'i broke the school record for long jump'])
      expect(replyTo(message)).not.toMatch(/sorry|sounds hard|oh no/i);
  });
});

describe('a sadness said away', () => {
  it('is not cheered when a hedge takes it back', () => {
    const reply = replyTo('im not that sad about my lost kite anymore well maybe a bit');
    expect(reply).not.toMatch(/hooray|glad/i);
    expect(reply).toMatch(/sad/);
    expect(replyTo('im not scared of the dark anymore')).toMatch(/glad|hooray/i);
  });
});

describe('the subject of a question', () => {
  it('is not the people in it nor a verb after "you"', () => {
    expect(replyTo('why do people in japan eat with chopsticks')).not.toMatch(/\bpeople\b/);
    expect(replyTo('how do u dribble in basketball')).toMatch(/basketball/);
  });

  it('is not the day it happened', () => {
    const reply = replyTo('my granny died on wednesday');
    expect(reply).not.toMatch(/wednesday/i);
    expect(reply).toMatch(/granny/);
  });

  it('is not a cousin or an aunt the child did it with', () => {
    expect(replyTo('yesterday i baked a cake with my auntie')).toMatch(/cake/);
  });
});

describe('a let-down', () => {
  it('is answered as a shame, not as a pain, when nothing in the body hurts', () => {
    for (const [message, subject] of [
      ['the washing machine broke and flooded the kitchen', /washing machine/],
      ['my kite got stuck in a tree and ripped', /kite/],
    ] as const) {
      const reply = replyTo(message);
      expect(reply).not.toMatch(/hurts|sore|feel better/i);
      expect(reply).toMatch(subject);
    }
    expect(replyTo('i fell off my bike and hurt my knee')).toMatch(/knee/);
    expect(replyTo('i threw up last night')).not.toMatch(/disappointing|shame/);
    expect(replyTo('the power went out and all the food in our freezer melted')).not.toMatch(/wow|cool|yay/i);
  });
});

describe('animals named back', () => {
  it('spells their plurals and does not mistake a fruit for an ape', () => {
    expect(replyTo('i saw two foxes in the garden')).not.toMatch(/foxs/);
    expect(replyTo('my dad can juggle three oranges')).not.toMatch(/orang\b|orangs/);
  });
});

describe('questions about the character itself', () => {
  it('answers from a built-in persona', () => {
    expect(replyTo("what's your favourite colour?")).toBe(
      `My favourite colour is ${nova.persona.favouriteColour}! What's your favourite colour?`,
    );
    expect(replyTo('what do you like to do')).toContain(nova.persona.likes[0]);
  });

  it("derives a parent-written character's persona from its prompt", () => {
    expect(replyTo('whats ur favrit colour', parentWritten)).toMatch(/^My favourite colour is green\b/);
    expect(replyTo('what do you like to do', parentWritten)).toBe('I love the sea! What do you like to do?');
    expect(replyTo("what's your name", parentWritten)).toMatch(/^I'm Captain Bloop! I love the sea\./);
  });

  it('falls back to friendly defaults when the prompt says nothing about likes', () => {
    const plain = { name: 'Mo', systemPrompt: 'You are Mo. Be kind and talk simply.' };
    expect(replyTo('what is your favourite colour', plain)).toMatch(/^My favourite colour is \w+/);
    expect(replyTo('what do you like to do', plain)).toMatch(/^I love \w+/);
  });

  it('lives in the app, never anywhere real, and always asks something back', () => {
    const questions = [
      'where do you live',
      'how old are you',
      'whats ur favrit food',
      'what is your favourite animal',
      'do u like musik',
      'do you like volcanoes',
      'are you a robot',
      'who are you',
      'i love you',
    ];
    for (const character of [builtIn, parentWritten]) {
      for (const question of questions) {
        const reply = replyTo(question, character);
        expect(reply.trim().endsWith('?'), `${question} → ${reply}`).toBe(true);
        expect(checkCompanionOutput(reply), `${question} → ${reply}`).toEqual({ safe: true });
      }
      expect(replyTo('where do you live', character)).toContain('right here in the app');
      expect(replyTo('do u like musik', character)).toContain('music');
    }
  });
});

describe('games and sums', () => {
  it('plays riddles and jokes, and answers small sums, all through the safety check', () => {
    for (let turns = 0; turns < 12; turns++) {
      const earlier: ChatTurn[] = Array.from({ length: turns }, () => ({ role: 'user', content: 'hi' }));
      for (const ask of ['can we play a riddle game', 'tell me a joke']) {
        const reply = replyTo(ask, builtIn, earlier);
        expect(reply).toMatch(/^(?:I love riddles!|Here's a silly one:) .+\?$/);
        expect(checkCompanionOutput(reply), reply).toEqual({ safe: true });
      }
    }
    expect(replyTo('whats 2 plus 2')).toBe('2 plus 2 makes 4! Can you think of another sum that makes 4?');
  });
});

describe('the fact base', () => {
  it('lets every fact through the output safety check, in every reply shape', () => {
    const index = getFactIndex();
    const flagged: string[] = [];
    index.facts.forEach((fact, at) => {
      const keyword = [...(index.keywordsOfFact[at] ?? [])][0] ?? '';
      const tokens = words(keyword);
      for (const how of [{ asked: true }, { asked: false }, { asked: true, gentle: true }]) {
        const match = { fact, keyword, tokens, span: { start: 0, end: tokens.length }, isThing: true };
        const verdict = checkCompanionOutput(factReply(match, how, String(at)));
        if (!verdict.safe) flagged.push(`${verdict.category}: ${fact.fact}`);
      }
    });
    expect(flagged).toEqual([]);
  });
});
