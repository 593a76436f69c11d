import { describe, expect, it } from 'vitest';
import { AiError } from '../src/adapters/ai/ai-service';
import { collectCards, collectGeneration } from '../src/adapters/ai/cards/card-list';
import { generalReplies, offlineCompanionReply } from '../src/offline-ai/companion-replies';
import { offlineConversationSummary } from '../src/offline-ai/conversation-summary';
import { notesCards } from '../src/offline-ai/notes-cards';
import { createOfflineAiService } from '../src/offline-ai/offline-ai-service';
import { getWordNet, relation } from '../src/offline-ai/wordnet/wordnet';

const ai = createOfflineAiService();
const generate = (input: Parameters<typeof ai.generateCards>[0]) => collectCards(ai.generateCards(input));
const wordNet = getWordNet();
const collect = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};
const answerTo = (cards: { question: string; answer: string }[], question: string) =>
  cards.find((card) => card.question === question)?.answer;

describe('the WordNet index', () => {
  it('finds lemmas by binary search, including phrases and regular plurals, and reads glosses from disk', () => {
    expect(wordNet.lookup('photosynthesis')?.senses[0]?.definition).toBe(
      'synthesis of compounds with the aid of radiant energy (especially in plants)',
    );
    expect(wordNet.lookup('Light Reaction')?.lemma).toBe('light reaction');
    expect(wordNet.lookup('volcanoes')?.lemma).toBe('volcano');
    expect(wordNet.lookup('aardvark')?.senses).toHaveLength(1);
    expect(wordNet.lookup('zzyzzx')).toBeUndefined();
    expect(wordNet.lookup('JavaScript Array Methods')).toBeUndefined();
    const [dog] = wordNet.lookup('dog')?.senses ?? [];
    expect(dog?.examples).toContain('the dog barked all night');
    expect(wordNet.related(dog!, relation.hypernym).map((s) => s.words[0])).toEqual(['canine', 'domestic animal']);
  });
});

describe('offline cards from a topic', () => {
  it('writes five distinct, correct photosynthesis cards', async () => {
    const cards = await generate({ topic: 'photosynthesis', quantity: 5 });
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((card) => card.question)).size).toBe(5);
    expect(answerTo(cards, 'What does “photosynthesis” mean?')).toBe(
      'Synthesis of compounds with the aid of radiant energy (especially in plants).',
    );
    expect(answerTo(cards, 'Photosynthesis is a kind of what?')).toMatch(
      /^\*\*chemical process\*\* \(also: chemical change/,
    );
    expect(answerTo(cards, 'In photosynthesis, what is the light reaction?')).toMatch(
      /^The first stage of photosynthesis/,
    );
    expect(answerTo(cards, 'Which adjective is formed from “photosynthesis”, and what does it mean?')).toBe(
      '**photosynthetic**: relating to or using or formed by photosynthesis',
    );
  });

  it.each([
    ['mitochondrion', 'organelle'],
    ['aardvark', 'placental'],
    ['volcano', 'crack'],
    ['dog', 'canine'],
  ])('says what %s is a kind of, as WordNet does (%s)', async (topic, kind) => {
    const cards = await generate({ topic, quantity: 2 });
    const definition = wordNet.lookup(topic)?.senses[0]?.definition ?? '';
    expect(cards[0]?.answer.toLowerCase()).toContain(definition.slice(0, 40).toLowerCase());
    expect(cards[1]?.question).toMatch(/is a kind of what\?$/);
    expect(cards[1]?.answer).toContain(`**${kind}**`);
  });

  it('asks which meaning a word of several kinds has, then lists real kinds and parts of the one chosen', async () => {
    const error = await generate({ topic: 'heart', quantity: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).suggestions).toContain('heart as an internal organ');
    const organ = await generate({ topic: 'heart as an internal organ', quantity: 5 });
    expect(organ[0]?.answer).toMatch(/^The hollow muscular organ/);
    const tree = await generate({ topic: 'tree', quantity: 20 });
    const [treeSense] = wordNet.lookup('tree')?.senses ?? [];
    const parts = wordNet.related(treeSense!, relation.partMeronym).slice(0, 5);
    expect(parts.length).toBe(5);
    const lines = answerTo(tree, 'Name some parts of tree.')?.split('\n') ?? [];
    expect(lines.map((line) => /^- \*\*[^*]+\*\*/.exec(line)?.[0])).toEqual(
      parts.map((part) => `- **${part.words[0]}**`),
    );
    expect(lines[0]).toContain(parts[0]?.definition);
  });

  it('refuses a topic it does not know, saying how to get cards anyway', async () => {
    const error = await generate({ topic: 'JavaScript Array Methods', quantity: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('cannotCover');
    expect((error as AiError).message).toBe(
      'Offline mode cannot write cards on “JavaScript Array Methods”: it only knows English words and phrases from its dictionary. To write about any topic, connect a model (see “Connecting a model” in the README). Or paste your notes to make cards from them.',
    );
  });

  it('writes the cards it can rather than padding, and says how many of those asked for', async () => {
    const { cards, note } = await collectGeneration(ai.generateCards({ topic: 'aardvark', quantity: 20 }));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(20);
    expect(note?.message).toMatch(new RegExp(`^Offline mode could write ${cards.length} of 20 cards on “aardvark”`));
  });
});

describe('offline cards from notes', () => {
  const notes = `The mitochondrion is the powerhouse of the cell. Osmosis means the movement of water across a membrane.
A catalyst refers to a substance that speeds up a reaction without being used up.
Enzymes are proteins that act as catalysts. It is very important.
- Cells divide by mitosis, which produces two identical cells.
Ribosomes build proteins from amino acids in every living cell.`;

  it('turns definition sentences into questions and key terms into cloze notes', () => {
    expect(notesCards(notes)).toEqual([
      { question: 'What is the mitochondrion?', answer: 'The powerhouse of the cell.' },
      { question: 'What does Osmosis mean?', answer: 'The movement of water across a membrane.' },
      {
        question: 'What does a catalyst refer to?',
        answer: 'A substance that speeds up a reaction without being used up.',
      },
      { question: 'What are Enzymes?', answer: 'Proteins that act as catalysts.' },
      {
        type: 'cloze',
        question: 'Ribosomes build proteins from amino acids in every living {{c1::cell}}.',
        answer: '',
      },
      { type: 'cloze', question: 'Cells {{c1::divide}} by mitosis, which produces two identical cells.', answer: '' },
    ]);
  });

  it('uses the notes instead of the dictionary when notes are given, and says when they are too thin', async () => {
    const cards = await generate({ topic: 'biology', quantity: 5, sourceText: notes });
    expect(cards.map((card) => card.question)[0]).toBe('What is the mitochondrion?');
    const thin = await collectGeneration(ai.generateCards({ topic: 'x', quantity: 10, sourceText: notes }));
    expect(thin.cards).toHaveLength(6);
    expect(thin.note?.message).toMatch(/^Offline mode could write 6 of 10 cards from these notes\./);
    const error = await generate({ topic: 'x', quantity: 2, sourceText: 'Hello there.' }).catch((e: unknown) => e);
    expect((error as AiError).message).toMatch(/^Offline mode found no cards in these notes\./);
  });
});

describe('offline tutor', () => {
  const fullScript = `Welcome to lesson one. Today we talk about saving money.

Compound interest means that the interest you earn also earns interest. Over many years this makes savings grow quickly.

A budget is a plan for your money. Write down what you earn and what you spend.`;

  it('quotes the best-matching lesson sentence and the current one, labelled as the lesson', async () => {
    const reply = await collect(
      ai.tutorReply({
        lesson: { title: 'Saving', fullScript },
        currentSentence: 'Write down what you earn and what you spend.',
        messages: [
          { role: 'user', content: 'hello' },
          { role: 'assistant', content: 'Hi!' },
          { role: 'user', content: 'How does compound interest work?' },
        ],
      }),
    );
    expect(reply).toContain('Here is what the lesson says about that (quoted from the lesson):');
    expect(reply).toContain('> Compound interest means that the interest you earn also earns interest.');
    expect(reply.indexOf('Compound interest means')).toBeLessThan(reply.indexOf('The sentence you are on right now'));
    expect(reply).toContain(
      'The sentence you are on right now (from the lesson):\n\n> Write down what you earn and what you spend.',
    );
    expect(reply).not.toContain('Welcome to lesson one');
  });

  it('says so when the lesson does not cover the question', async () => {
    const reply = await collect(
      ai.tutorReply({
        lesson: { title: 'Saving', fullScript },
        currentSentence: '',
        messages: [{ role: 'user', content: 'Who won the football match?' }],
      }),
    );
    expect(reply).toContain("I couldn't find a part of this lesson that talks about “Who won the football match?”");
  });
});

describe('offline companion and summaries', () => {
  const character = { name: 'Nova', systemPrompt: 'A cheerful space explorer who loves science.' };
  const reply = (content: string) =>
    offlineCompanionReply({ character, child: { name: 'Sam' }, history: [{ role: 'user', content }] });

  it('keys its reply to what the child said', () => {
    expect(reply('I feel sad today')).toContain('grown-up you trust');
    expect(reply('hello')).toBe("Hello, Sam! I'm Nova. I'm so happy to talk with you. What's on your mind?");
    expect(reply('My dogs are funny')).toMatch(/dog/);
    expect(reply('what is a volcano?')).toContain("A volcano is an opening in Earth's crust");
    expect(reply('what is a trampoline?')).toMatch(
      /^Great question! My word book says “trampoline” means gymnastic apparatus consisting of a strong canvas sheet attached with springs to a metal frame\. .+\?$/,
    );
    expect(reply('why is the sky blue?')).toMatch(/sky/);
    expect(generalReplies).toContain(reply('hmm ok'));
  });

  it('summarizes a transcript with its figures and topics', () => {
    const summary = offlineConversationSummary([
      { role: 'user', content: 'Why do volcanoes erupt?' },
      { role: 'assistant', content: 'Great question!' },
      { role: 'user', content: 'I saw a volcano in a book and I was a bit scared' },
      { role: 'assistant', content: 'That sounds exciting.' },
    ]);
    expect(summary.summary).toBe(
      'This conversation had 4 messages: 2 messages from your child and 2 replies from the companion. Your child asked 1 question. Topics that came up: volcano, book.',
    );
    expect(summary.insights).toContain('Your child was curious: 1 question, for example “Why do volcanoes erupt?”.');
    expect(summary.insights).toContain('Your child mentioned feeling scared. It may be worth a gentle chat.');
  });
});

describe('offline lesson creation', () => {
  it('writes a markdown lesson from the dictionary, streamed in pieces', async () => {
    const chunks: string[] = [];
    for await (const chunk of ai.createLesson('volcano')) chunks.push(chunk);
    const lesson = chunks.join('');
    expect(chunks.length).toBeGreaterThan(5);
    expect(lesson).toMatch(/^# Volcano\n/);
    expect(lesson).toContain("## What it means\n\nA fissure in the earth's crust");
    expect(lesson).toContain('- a kind of **crack**');
    expect(lesson).toContain('## Check yourself');
  });

  it('says clearly when it cannot write a lesson offline', () => {
    expect(() => ai.createLesson('The history of the Roman Empire')).toThrow(
      /^Offline mode cannot write a lesson on “The history of the Roman Empire”/,
    );
  });
});
