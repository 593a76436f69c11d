import { describe, expect, it } from 'vitest';
import { AiError } from '../../adapters/ai/ai-service';
import { collectGeneration } from '../../adapters/ai/cards/card-list';
import { createOfflineAiService } from '../offline-ai-service';

const ai = createOfflineAiService();
const generate = (topic: string) => collectGeneration(ai.generateCards({ topic, quantity: 5 }));
const text = (cards: { question: string; answer: string }[]) =>
  cards
    .map((card) => `${card.question}\n${card.answer}`)
    .join('\n')
    .toLowerCase();

describe('a topic of several parts, each in the meaning the others point to', () => {
  it('writes on mean, median and mode as averages', async () => {
    const { cards, note } = await generate('mean median mode');
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.question).slice(0, 3)).toEqual([
      'What does “mean” mean?',
      'What does “median” mean?',
      'What does “mode” mean?',
    ]);
    expect(text(cards)).toContain('average');
    expect(note?.message).toContain('Cards on mean, median and mode');
  });

  it('reads port beside starboard as a side of a ship, not a harbour', async () => {
    const { cards } = await generate('port and starboard');
    expect(cards[0]?.answer).toMatch(/left side of a ship/i);
    expect(text(cards)).not.toContain('harbor');
  });

  it('reads "webs" after "food chains" as food webs, not a membrane between toes', async () => {
    const { cards } = await generate('food chains and webs');
    expect(cards.map((card) => card.question)).toContain('What does “food web” mean?');
    expect(text(cards)).not.toContain('membrane');
  });

  it('sets a part in the field another part names (electric current beside voltage)', async () => {
    const { cards } = await generate('electric current and voltage');
    expect(text(cards)).toContain('flow of electricity');
  });

  it('writes on each of things listed together that are only kin ("erosion and deposition" in geology)', async () => {
    const { cards, note } = await generate('erosion and deposition');
    expect(cards.map((card) => card.question).slice(0, 2)).toEqual([
      'What does “erosion” mean?',
      'What does “deposition” mean?',
    ]);
    // Deposition is also a witness's statement in law, and "activity" names a natural process as well as a hobby.
    expect(text(cards)).not.toContain('witness');
    expect(note?.message).toContain('Cards on erosion and deposition,');
  });

  it('takes no listed part in a meaning other than its first on a weak link, unless its gloss names another part', async () => {
    // Casting beside sculpture is no fishing cast, nor the pot of snooker poker's stakes: neither is written.
    for (const [topic, other] of [
      ['sculpture relief and casting', 'fishing'],
      ['snooker rules break foul pot', 'poker'],
    ]) {
      const written = await generate(topic!).then(
        ({ cards }) => text(cards),
        () => '',
      );
      expect(written, topic).not.toContain(other);
    }
    // A charge is "unbalanced electricity": beside static electricity it stays.
    const { cards } = await generate('static electricity and charge');
    expect(text(cards)).toContain('quantity of unbalanced electricity');
  });

  it('spells out items that share the last word ("igneous, sedimentary and metamorphic rocks")', async () => {
    const { cards, note } = await generate('igneous sedimentary and metamorphic rocks');
    expect(cards.map((card) => card.question).slice(0, 3)).toEqual([
      'What does “igneous rock” mean?',
      'What does “sedimentary rock” mean?',
      'What does “metamorphic rock” mean?',
    ]);
    expect(note?.message).toContain('Cards on igneous rock, sedimentary rock and metamorphic rock');
    // Three items need no "and"; two without one may be a phrase and a word.
    const three = await generate('igneous sedimentary metamorphic rocks');
    expect(three.cards.map((card) => card.question)).toContain('What does “metamorphic rock” mean?');
  });

  it('does not take apart two nouns that name one thing', async () => {
    // "Stroke symptoms" are symptoms of a stroke; a card defining "stroke" as a pen mark was once written.
    await expect(generate('stroke symptoms')).rejects.toBeInstanceOf(AiError);
  });

  it('writes on each of a list of computing terms, and not on terms side by side', async () => {
    const { cards, note } = await generate('TCP vs UDP');
    expect(cards.map((card) => card.question).slice(0, 2)).toEqual([
      'What is “TCP” (in computing)?',
      'What is “UDP” (in computing)?',
    ]);
    expect(note?.message).toContain('each in its computing meaning');
    await expect(generate('javascript array methods')).rejects.toBeInstanceOf(AiError);
  });

  it('reads computing terms listed with commas, each in the meaning that names the others', async () => {
    const { cards } = await generate('data structures: stack, queue, heap, tree');
    const heap = cards.find((card) => card.question === 'What is “heap” (in computing)?');
    // The heap that is a data structure, not the memory area beside the stack.
    expect(heap?.answer).toMatch(/^A data structure with its elements partially ordered/);
  });
});

describe('a topic asked as a question or about one aspect of its subject', () => {
  it('answers "what is sepsis" with cards on sepsis', async () => {
    const { cards, note } = await generate('what is sepsis?');
    expect(cards[0]?.question).toBe('What does “sepsis” mean?');
    expect(note).toBeUndefined();
  });

  it('reads "what does the liver do" and "inflation explained simply" down to their subject', async () => {
    const liver = await generate('what does the liver do');
    expect(liver.cards[0]?.question).toBe('What does “liver” mean?');
    expect(liver.note?.message).toContain('it has nothing on what liver does');
    const inflation = await generate('inflation explained simply');
    expect(inflation.cards[0]?.question).toBe('What does “inflation” mean?');
    expect(inflation.note).toBeUndefined();
  });

  it('says what it leaves out of "causes of the first world war"', async () => {
    const { cards, note } = await generate('causes of the first world war');
    expect(text(cards)).toContain('1914');
    expect(note?.message).toMatch(
      /^Offline mode’s dictionary says what the first world war is; it has nothing on the causes of the first world war:/,
    );
    expect(note?.message).toContain('paste your notes');
  });

  it('reads signs, injuries and deficiencies down to their subject, saying what is left out', async () => {
    for (const [topic, subject] of [
      ['signs of sepsis', 'sepsis'],
      ['rotator cuff injuries', 'rotator cuff'],
      ['vitamin D deficiency', 'vitamin D'],
    ] as const) {
      const { cards, note } = await generate(topic);
      expect(cards[0]?.question, topic).toBe(`What does “${subject}” mean?`);
      expect(note?.message, topic).toMatch(new RegExp(`says what ${subject} is; it has nothing on`, 'i'));
    }
  });

  it('answers "solving quadratic equations" with the equations', async () => {
    const { cards } = await generate('solving quadratic equations');
    expect(cards[0]?.question).toBe('What does “quadratic equation” mean?');
  });

  it('reads "how to make a roux" down to the roux, saying the steps are left out', async () => {
    const { cards, note } = await generate('how to make a roux');
    expect(text(cards)).toContain('flour');
    expect(note?.message).toMatch(/says what roux is; it has nothing on how to make roux:/);
  });
});

describe('a word whose meanings were never told apart by use', () => {
  it('asks which meaning of "chess" and "tyre" instead of defining the weed and the port', async () => {
    for (const topic of ['chess', 'tyre', 'how to change a tyre']) {
      const refusal = await generate(topic).catch((error: unknown) => error);
      expect(refusal, topic).toBeInstanceOf(AiError);
      expect((refusal as AiError).message, topic).toContain('has several meanings');
    }
  });
});

describe('"X vs Y Zs"', () => {
  it('compares ionic and covalent bonds, though "Ionic" alone is a Greek dialect', async () => {
    const { cards } = await generate('ionic vs covalent bonds');
    expect(cards[0]?.question).toBe('What is the difference between ionic bond and covalent bond?');
  });
});

describe('a topic of punctuation alone', () => {
  it('is refused naming what was typed (it once failed reading the dictionary at an empty word)', async () => {
    const refusal = await generate('???').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AiError);
    expect((refusal as AiError).message).toContain('“???”');
  });
});

describe('"key" as a word of the subject', () => {
  it('writes on key signatures, and still reads "key concepts of" as how to study', async () => {
    expect((await generate('key signatures')).cards[0]?.question).toBe('What does “key signature” mean?');
    expect((await generate('key concepts of economics')).cards[0]?.question).toBe('What does “economics” mean?');
  });
});

describe('the meanings offered when a word has several', () => {
  it('include the rarer ones once the learner is asked: "stroke" as the illness', async () => {
    const refusal = (await generate('what is a stroke').catch((error: unknown) => error)) as AiError;
    expect(refusal).toBeInstanceOf(AiError);
    expect(refusal.suggestions).toContain('stroke as an attack');
    expect(refusal.suggestions.length).toBeLessThanOrEqual(5);
  });
});

describe('a subject set in the field it is studied in', () => {
  it('writes on a phrase of one meaning beside a field ("terminal velocity physics")', async () => {
    const { cards, note } = await generate('terminal velocity physics');
    expect(cards[0]?.question).toBe('What does “terminal velocity” mean?');
    expect(note?.message).toContain('terminal velocity in physics');
  });

  it('takes the meaning "in" a field points to: a cell in biology, a derivative in calculus', async () => {
    expect(text((await generate('cells in biology')).cards)).toContain('unit of all organisms');
    expect(text((await generate('derivatives in calculus')).cards)).toContain('differentiation');
  });

  it('refuses a word whose meanings are only near the field by their neighbours’ glosses, or a lone word', async () => {
    // WordNet has no legal "consideration" and no "scoring" of points in a game: grading would be the wrong sense.
    for (const topic of ['consideration in contract law', 'tennis scoring explained']) {
      await expect(generate(topic), topic).rejects.toBeInstanceOf(AiError);
    }
  });
});

describe('questions and aspects as learners type them', () => {
  it('reads a mistyped question, a request to explain and a trailing question down to the subject', async () => {
    expect((await generate('wat is compound interest')).cards[0]?.question).toBe('What does “compound interest” mean?');
    expect((await generate('explain hedge funds like im 5')).cards[0]?.question).toBe('What does “hedge fund” mean?');
    expect((await generate('hash tables how do they work')).cards[0]?.question).toContain('hash table');
  });

  it('says it leaves out the steps, causes and rules it was asked for', async () => {
    const { note } = await generate('krebs cycle steps');
    expect(note?.message).toContain('it has nothing on krebs cycle steps');
    expect((await generate('great depression causes')).note?.message).toContain('great depression causes');
    const formula = await generate('compound interest formula');
    expect(formula.cards[0]?.question).toBe('What does “compound interest” mean?');
    expect(formula.note?.message).toContain('it has nothing on compound interest formula');
  });

  it('reads "how X works", "how do X form" and "evidence for X" down to X, saying what is left out', async () => {
    const works = await generate('how vaccines work');
    expect(works.cards[0]?.question).toBe('What does “vaccine” mean?');
    expect(works.note?.message).toContain('how vaccines work:');
    expect((await generate('how do glaciers form')).cards[0]?.question).toBe('What does “glacier” mean?');
    expect((await generate('evidence for the big bang theory')).note?.message).toContain('the evidence for');
  });

  it('puts a misspelled word right when only letters were dropped or doubled, and says so', async () => {
    const { cards, note } = await generate('mitosis vs meosis');
    expect(cards[0]?.question).toBe('What is the difference between mitosis and meiosis?');
    expect(note?.message).toContain('Offline mode read “meosis” as “meiosis”.');
    // "rotator" is in the dictionary only as part of "rotator cuff": it is spelled right.
    expect((await generate('rotator cuff injuries')).note?.message).not.toContain('read “rotator”');
  });

  it('compares two sides after a mistyped "difference between"', async () => {
    const { cards } = await generate('differnce between bull and bear markets');
    expect(cards[0]?.question).toBe('What is the difference between bull market and bear market?');
  });
});

describe('two meanings of one kind', () => {
  it('are not offered as a choice that reads twice the same ("index fund as a mutual fund")', async () => {
    const { cards } = await generate('index funds');
    expect(cards[0]?.question).toBe('What does “index fund” mean?');
  });
});

describe('a meaning the learner chose', () => {
  it('writes every meaning offered for "rock" and "ear" on that meaning, never on the word "as"', async () => {
    for (const topic of ['rock', 'parts of a cell', 'ear']) {
      const refusal = await generate(topic).catch((error: unknown) => error);
      if (!(refusal instanceof AiError)) continue;
      for (const choice of refusal.suggestions ?? []) {
        const { cards } = await generate(choice);
        const word = choice.split(' as ')[0] ?? '';
        // One meaning of "rock" is a person: asked who, not what.
        expect(cards[0]?.question, choice).toMatch(
          new RegExp(`^(?:What does “${word}” mean|Who was ${word})\\?$`, 'i'),
        );
        expect(text(cards), choice).not.toContain('“as”');
      }
    }
  });

  it('answers parts that each have one meaning, when one is a phrase or a name, spelled as the dictionary spells them', async () => {
    const scarcity = await generate('opportunity cost and scarcity');
    expect(scarcity.cards.map((card) => card.question).slice(0, 2)).toEqual([
      'What does “opportunity cost” mean?',
      'What does “scarcity” mean?',
    ]);
    expect(scarcity.note?.message).toBe('Cards on opportunity cost and scarcity, each in its only dictionary meaning.');
    const kant = await generate('kant categorical imperative');
    expect(kant.cards.map((card) => card.question)).toContain('Who was Kant?');
    // WordNet dates a living person "(born in 1941)": asked in the present.
    expect((await generate('Bob Dylan')).cards[0]?.question).toBe('Who is Bob Dylan?');
    const cpr = await generate('first aid basics cpr');
    expect(cpr.cards.map((card) => card.question)).toContain('What does “CPR” mean?');
    // WordNet's one meaning of a lone word may be old: its "docker" loads ships.
    await expect(generate('docker containers')).rejects.toThrow(AiError);
  });

  it('takes no meaning as the only one when another spelling of the word has more', async () => {
    // "bars" is filed once, as the gymnast's parallel bars; a bar is also a measure of music. Its cards were the
    // gymnastics apparatus beside the time signature.
    await expect(generate('bars and time signatures')).rejects.toThrow(AiError);
    expect((await generate('half life radioactive decay')).cards.map((card) => card.question)).toContain(
      'What does “half life” mean?',
    );
  });

  it('reads describing words before a phrase of one meaning as narrowing it, saying so, and not before one word', async () => {
    const feudal = await generate('medieval feudal system');
    expect(feudal.cards[0]?.question).toBe('What does “feudal system” mean?');
    expect(feudal.note?.message).toContain(
      'no entry for “medieval feudal system”, so these cards are about “feudal system”',
    );
    // "art" has many meanings, which "modern" may choose between.
    await expect(generate('modern art')).rejects.toThrow(AiError);
  });

  it('reads a topic asking for anatomy in the meaning of a body, and one asking for parts in one that has them', async () => {
    expect(text((await generate('temple anatomy')).cards)).toMatch(/side of the forehead/);
    expect(text((await generate('ear anatomy')).cards)).toMatch(/eardrum/);
    expect(text((await generate('parts of a flower')).cards)).toMatch(/stamen/);
  });
});

describe('terms listed under a heading, each in the meaning the heading points to', () => {
  it('reads the parts of the eye as the eye’s, the pupil included, which the dictionary files under the iris', async () => {
    const { cards, note } = await generate('Eye anatomy - pupil, iris, lens, cornea, retina');
    expect(cards.map((card) => card.question)).toEqual([
      'What does “pupil” mean?',
      'What does “iris” mean?',
      'What does “lens” mean?',
      'What does “cornea” mean?',
      'What does “retina” mean?',
    ]);
    // The learner, the flower and the glass lens are other meanings.
    expect(text(cards)).not.toMatch(/learner|school|genus iris|optical|camera/);
    expect(note?.message).not.toContain('cannot tell');
  });

  it('reads a boxer’s hook as a punch, not a curved piece of metal', async () => {
    const { cards } = await generate('boxing punches: jab, hook, uppercut, cross');
    expect(cards[1]?.answer).toMatch(/punch/i);
  });

  it('reads the terms only under the heading, never the heading’s words as terms beside them', async () => {
    // Taken as parts of one topic, "wings" beside "theatre stage" was a means of flight.
    const { cards } = await generate('parts of a theatre stage: wings, flies, apron, pit, proscenium');
    expect(text(cards)).not.toContain('means of flight');
    expect(text(cards)).toContain('orchestra');
  });

  it('reads a term in the meaning the dictionary files under the heading: the ear’s hammer, not the tool', async () => {
    const { cards } = await generate('the human ear: hammer, anvil, stirrup, cochlea');
    expect(cards[0]?.answer).toMatch(/ossicle attached to the eardrum/);
    expect(text(cards)).not.toMatch(/hand tool|blacksmith|rider/);
  });

  it('reads a describing word with the heading’s last word when the dictionary has them as one', async () => {
    const { cards } = await generate('types of shock: hypovolemic, cardiogenic, anaphylactic');
    expect(cards.map((card) => card.question).slice(0, 3)).toEqual([
      'What does “hypovolemic shock” mean?',
      'What does “cardiogenic shock” mean?',
      'What does “anaphylactic shock” mean?',
    ]);
  });

  it('writes on terms the dictionary knows in one meaning only, though the heading settles none of them', async () => {
    const { cards } = await generate('poetic devices: metaphor, simile, enjambment, caesura, alliteration');
    expect(cards.map((card) => card.question)).toEqual(
      expect.arrayContaining(['What does “enjambment” mean?', 'What does “alliteration” mean?']),
    );
  });

  it('writes on a listed term in its one noun meaning when other terms are things of its kind', async () => {
    const { cards, note } = await generate('kitchen tools: whisk, ladle, colander, grater');
    expect(cards.map((card) => card.question)).toEqual(
      expect.arrayContaining(['What does “ladle” mean?', 'What does “colander” mean?', 'What does “grater” mean?']),
    );
    // A whisk is a kitchen mixer and a small broom: the heading does not say which, so it is left out, and said.
    expect(note?.message).toContain('which meaning of “whisk”');
  });

  it('reads a plural heading word in its singular meanings, not a sense filed under the plural alone', async () => {
    // "organs" alone is filed as offal, which once made the heart and the liver the butcher's.
    const { cards } = await generate('organs of the body: heart, liver, kidneys, lungs');
    expect(cards[0]?.answer).toMatch(/hollow muscular organ/i);
    expect(text(cards)).not.toContain('meat');
  });

  it('leaves out a listed name that is a person among things of one kind, and says so', async () => {
    // WordNet knows "Golgi" only as Camillo Golgi; among organelles it names the Golgi apparatus.
    const { cards, note } = await generate('organelles - nucleus, ribosome, mitochondria, golgi');
    expect(cards.map((card) => card.question)).toContain('What does “ribosome” mean?');
    expect(text(cards)).not.toContain('histologist');
    expect(note?.message).toContain('which meaning of “golgi”');
  });

  it('leaves out a listed name the heading does not file where it files the other names', async () => {
    // Henry VII, Edward VI and Elizabeth I are filed under the monarchs; WordNet's only "Mary" is the mother of Jesus.
    const { cards, note } = await generate('tudor monarchs - henry vii, henry viii, edward vi, mary, elizabeth');
    expect(cards.map((card) => card.question)).toContain('Who was Elizabeth?');
    expect(text(cards)).not.toContain('mother of Jesus');
    expect(note?.message).toContain('which meaning of “mary”');
  });

  it('finds a listed term the dictionary writes with a hyphen the learner left out', async () => {
    const { cards } = await generate('blood disorders: sickle cell anemia, hemophilia, leukemia');
    expect(cards[0]?.question).toBe('What does “sickle-cell anemia” mean?');
  });

  it('reads the heading in the meaning that settles every term: a golfer’s irons, not shackles', async () => {
    // "golf club" is first a club people join; "irons" alone is only shackles, and "iron" is also a golf club.
    const { cards } = await generate('golf clubs - irons, woods, wedges');
    expect(cards[0]?.answer).toMatch(/golf club that has a relatively narrow metal head/);
    expect(text(cards)).not.toMatch(/shackles|densely wooded|sandwich/);
  });

  it('keeps the heading’s first meaning unless another settles every term: memory is not a computer’s here', async () => {
    // Storage and retrieval settle under a computer's memory, encoding does not: no cards on memory devices.
    await expect(generate('memory - encoding, storage, retrieval, rehearsal')).rejects.toBeInstanceOf(AiError);
  });

  it('refuses a list the heading settles too little of, rather than guess', async () => {
    // "moguls" is first a tycoon; "chairlift" shares nothing with skiing's meaning in the dictionary.
    await expect(generate('skiing terms: piste, moguls, chairlift, slalom')).rejects.toBeInstanceOf(AiError);
  });
});

describe('a subject followed by what the learner asks of it', () => {
  it('reads the rules of a word as the game’s, not another meaning’s', async () => {
    const { cards } = await generate('rules of cricket for beginners');
    expect(cards[0]?.answer).toMatch(/game played with a ball and bat/);
    expect(text(cards)).not.toMatch(/insect|chirp/);
    // "rules" is what is asked of logarithms, never a measuring stick beside them.
    await generate('log rules / logarithms help').then(
      ({ cards: logCards }) => expect(text(logCards)).not.toMatch(/measuring stick|strip of wood/),
      (error: unknown) => expect(error).toBeInstanceOf(AiError),
    );
  });

  it('reads "and their functions" after the subject as what is asked of it', async () => {
    const { cards } = await generate('cell organelles and their functions');
    expect(cards[0]?.question).toBe('What does “cell organelle” mean?');
  });

  it('reads a name’s possessive as the name', async () => {
    const { cards, note } = await generate("kant's categorical imperative");
    expect(note?.message).toContain('Cards on Kant and categorical imperative');
    expect(text(cards)).toContain('moral principle');
  });

  it('reads several aspects after the subject as one ("symptoms and treatment")', async () => {
    const { cards, note } = await generate('shingles symptoms and treatment');
    expect(cards[0]?.question).toBe('What does “shingles” mean?');
    expect(note?.message).toContain('it has nothing on shingles symptoms and treatment');
  });
});

describe('two terms compared', () => {
  it('compares two computing terms in computing, not as a pile and a large amount', async () => {
    const { cards } = await generate('stack vs heap');
    expect(cards[0]?.question).toBe('What is “stack” (in computing)?');
    expect(text(cards)).not.toContain('large number or amount');
  });

  it('keeps the dictionary’s meanings for terms mathematics shares with computing', async () => {
    const { cards } = await generate('vectors vs scalars');
    expect(cards[0]?.answer).toContain('a variable quantity that can be resolved into components');
  });
});
