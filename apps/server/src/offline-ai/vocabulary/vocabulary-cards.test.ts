import type { GeneratedCard } from '@kurio/shared/card-generation';
import { describe, expect, it } from 'vitest';
import { AiError } from '../../adapters/ai/ai-service';
import { getWordNet, relation, type Synset } from '../wordnet/wordnet';
import { calendarLanguages } from './calendar-languages';
import { dictionaryOf, languages } from './dictionaries';
import { vocabularyCards } from './vocabulary-cards';

const language = (name: string) => [...languages, ...calendarLanguages()].find((known) => known.name === name)!;
const translate = (name: string, english: string) => dictionaryOf(language(name)).translations(english)?.[0];

/** The English word a card asks for ("Italian for “bread”?") or answers ("What does … mean?" → **bread**). */
function englishOf(card: GeneratedCard): string {
  const forward = /for (?:\d+ \()?“([^”]+)”/.exec(card.question)?.[1];
  const number = /^\*\*\d+\*\* \(([^)]+)\)$/.exec(card.answer)?.[1];
  return forward ?? number ?? /\*\*([^*]+)\*\*/.exec(card.answer)?.[1] ?? '';
}

/** Whether one of a word's first two noun meanings is a kind of the class (any depth of broader terms). */
function isKindOf(word: string, classes: string[]): boolean {
  const wordNet = getWordNet();
  const wanted = new Set(
    classes
      .flatMap((name) => wordNet.entry(name)?.senses.filter((sense) => sense.pos === 'noun') ?? [])
      .map((s) => s.offset),
  );
  const senses =
    wordNet
      .entry(word)
      ?.senses.filter((sense) => sense.pos === 'noun')
      .slice(0, 2) ?? [];
  const seen = new Set<number>();
  const queue: Synset[] = [...senses];
  while (queue.length > 0) {
    const synset = queue.shift()!;
    if (wanted.has(synset.offset)) return true;
    if (seen.has(synset.offset)) continue;
    seen.add(synset.offset);
    queue.push(...wordNet.related(synset, relation.hypernym));
  }
  return false;
}

function cardsFor(topic: string, quantity = 10): GeneratedCard[] {
  const result = vocabularyCards(topic, quantity);
  if (!result) throw new Error(`no vocabulary cards for ${topic}`);
  return result.cards;
}

/** The answer of a topic's card asking this question. */
const answer = (topic: string, question: string) =>
  cardsFor(topic, 10).find((card) => card.question === question)?.answer;

const refusal = (topic: string): AiError => {
  try {
    vocabularyCards(topic, 10);
  } catch (error) {
    if (error instanceof AiError) return error;
    throw error;
  }
  throw new Error(`${topic} was not refused`);
};

describe('the dictionaries', () => {
  it('translate everyday words as a learner expects', () => {
    expect(translate('Italian', 'bread')).toBe('pane');
    expect(translate('Spanish', 'red')).toBe('rojo');
    expect(translate('French', 'mother')).toBe('mère');
    expect(translate('German', 'dog')).toBe('der Hund');
    expect(translate('German', 'blue')).toBe('blau');
    expect(translate('Portuguese', 'cheese')).toBe('queijo');
    expect(translate('Dutch', 'bread')).toBe('brood');
    expect(translate('Swedish', 'water')).toBe('vatten');
    expect(translate('Norwegian', 'bread')).toBe('brød');
    expect(translate('Finnish', 'mother')).toBe('äiti');
    expect(translate('Polish', 'mother')).toBe('matka');
    expect(translate('Turkish', 'bread')).toBe('ekmek');
    expect(translate('Greek', 'water')).toBe('νερό');
    expect(translate('Arabic', 'water')).toBe('الماء');
    expect(translate('Russian', 'book')).toBe('книга');
    expect(translate('Irish', 'apple')).toBe('úll');
    expect(translate('Swahili', 'dog')).toBe('mbwa');
    // FreeDict lists "black" as "brun, noir" (alphabetical); its French-English side has noir as black first.
    expect(translate('French', 'black')).toBe('noir');
  });

  it('give the noun, not the verb of the same English word', () => {
    expect(translate('Italian', 'rain')).toBe('pioggia');
    expect(translate('French', 'water')).toBe('eau');
    expect(translate('Dutch', 'rain')).toBe('regen');
    expect(translate('Swedish', 'rain')).toBe('regn');
  });
});

describe('vocabularyCards', () => {
  it('asks for the words of a theme and answers with their translations', () => {
    const cards = cardsFor('Italian food vocabulary', 20);
    expect(cards).toHaveLength(20);
    expect(cards).toContainEqual({ question: 'Italian for “bread”?', answer: '**pane**' });
    for (const card of cards) expect(isKindOf(englishOf(card), ['food', 'solid food']), englishOf(card)).toBe(true);
  });

  it('asks every fourth card the other way round, with an answer only one word of the theme has', () => {
    const cards = cardsFor('Spanish colours', 8);
    const reversed = cards.filter((card) => card.question.startsWith('What does the Spanish'));
    expect(reversed).toHaveLength(2);
    for (const card of reversed) {
      const spanish = /“([^”]+)”/.exec(card.question)?.[1] ?? '';
      expect(translate('Spanish', englishOf(card))).toBe(spanish);
    }
  });

  it('keeps to the theme for colours, animals, family, body parts, clothes and weather', () => {
    const themes: [string, string[]][] = [
      ['Spanish colours', ['chromatic color', 'achromatic color']],
      ['Dutch animals', ['animal']],
      ['German family words', ['relative', 'spouse', 'family']],
      ['Finnish body parts', ['body part']],
      ['Polish clothes', ['clothing']],
    ];
    for (const [topic, classes] of themes) {
      for (const card of cardsFor(topic))
        expect(isKindOf(englishOf(card), classes), `${topic}: ${englishOf(card)}`).toBe(true);
    }
    const family = cardsFor('German family words', 20).map(englishOf);
    expect(family).toEqual(expect.arrayContaining(['mother', 'father', 'brother', 'sister']));
    expect(translate('German', 'mother')).toBe('die Mutter');
    const weather = cardsFor('Turkish weather', 16).map(englishOf);
    expect(weather).toEqual(expect.arrayContaining(['rain', 'snow', 'wind']));
  });

  it('counts in the range asked for', () => {
    const cards = cardsFor('French numbers 1-20', 30);
    expect(cards).toHaveLength(20);
    expect(cards[0]).toEqual({ question: 'French for 1 (“one”)?', answer: expect.stringMatching(/^\*\*un\*\*/) });
    expect(cards).toContainEqual({ question: 'French for 2 (“two”)?', answer: '**deux**' });
    expect(cards.filter((card) => `${card.question} ${card.answer}`.includes('vingt'))).toHaveLength(1);
    expect(cards).toContainEqual({ question: 'What does the French “quatre” mean?', answer: '**4** (four)' });
    const toHundred = cardsFor('Spanish numbers 1 to 100', 40).map(englishOf);
    expect(toHundred).toHaveLength(28);
    expect(toHundred).not.toContain('zero');
    expect(toHundred).toEqual(expect.arrayContaining(['one', 'twenty', 'fifty', 'hundred']));
  });

  it('spells numbers by rule, never with a pronoun or a verb the dictionary ranks first', () => {
    expect(answer('German numbers', 'German for 1 (“one”)?')).toBe('**eins**');
    expect(answer('Polish numbers', 'Polish for 1 (“one”)?')).toBe('**jeden**');
    expect(answer('Russian numbers', 'Russian for 1 (“one”)?')).toBe('**один**');
    expect(answer('Greek numbers', 'Greek for 2 (“two”)?')).toBe('**δύο**');
    expect(answer('Japanese numbers', 'Japanese for 1 (“one”)?')).toBe('**一 (いち, ichi)**');
    // Latin's dictionary gives "aliquis" (someone) for "one"; n2words has no Latin, so it is counted by hand.
    expect(answer('Latin numbers', 'Latin for 1 (“one”)?')).toBe('**unus**');
    expect(answer('irish numbers 1 to 10', 'Irish for 3 (“three”)?')).toBe('**a trí**');
  });

  it('translates an animal as the animal where the German dictionary lists a trade’s sense first', () => {
    expect(translate('German', 'frog')).toBe('der Frosch');
    expect(translate('German', 'bat')).toBe('die Fledermaus');
    expect(translate('German', 'fly')).toBe('die Fliege');
    expect(translate('German', 'lemon')).toBe('die Zitrone');
    expect(translate('German', 'orange')).toBe('orange');
  });

  it('reads a language named with nothing but "basic" or "learn" as a beginner’s words, not an English word', () => {
    expect(cardsFor('basic polish', 5).map(englishOf)).toEqual(expect.arrayContaining(['hello', 'one', 'red']));
    expect(cardsFor('learn welsh', 5).map(englishOf)).toContain('red');
  });

  it('knows the days, the months and the greetings from its hand lists', () => {
    const days = vocabularyCards('Swedish days of the week', 10);
    expect(days?.cards.map((card) => card.question)).toContain('Swedish for “Monday”?');
    expect(days?.cards).toHaveLength(7);
    expect(days?.note?.message).toContain('7 words on “days of the week”');
    expect(cardsFor('Portuguese greetings')).toContainEqual({
      question: 'Portuguese for “good morning”?',
      answer: '**bom dia**',
    });
    expect(cardsFor('months in Italian', 12).map(englishOf)).toContain('January');
  });

  it('reads the language however the topic names it', () => {
    for (const topic of ['colours in Spanish', 'Spanish words for colours', 'how to say colours in Spanish']) {
      expect(cardsFor(topic, 5)[0], topic).toEqual({ question: 'Spanish for “red”?', answer: '**rojo**' });
    }
    expect(cardsFor('Italian words for tools', 5).length).toBeGreaterThan(0);
    expect(cardsFor('basic Italian vocabulary', 10)).toHaveLength(10);
    expect(cardsFor('Italian for beginners', 10).map(englishOf)).toEqual(expect.arrayContaining(['hello', 'red']));
  });

  it('reads a language name one letter off, but not an English word near one', () => {
    expect(cardsFor('portugese family members', 5)[0]?.question).toBe('Portuguese for “family”?');
    expect(cardsFor('sweedish numbers', 5)[0]?.question).toBe('Swedish for 1 (“one”)?');
    expect(vocabularyCards('finish line', 5)).toBeUndefined();
    expect(vocabularyCards('polish your shoes', 5)?.cards[0]?.question ?? '').not.toContain('Finnish');
  });

  it('reads a short language name or a word of the theme typed with letters dropped, and says so', () => {
    const german = vocabularyCards('germn weather words', 5);
    expect(german?.cards[0]?.question).toBe('German for “sun”?');
    expect(german?.note?.message).toContain('Offline mode read “germn” as “german”.');
    const polish = vocabularyCards('polish numbrs', 5);
    expect(polish?.cards[0]?.question).toBe('Polish for 1 (“one”)?');
    expect(polish?.note?.message).toContain('Offline mode read “numbrs” as “numbers”.');
    expect(cardsFor('swahili greetings plz', 5)[0]?.question).toBe('Swahili for “hello”?');
  });

  it('reads themes listed with commas, and a comma left at the end by a "please"', () => {
    expect(cardsFor('french animals, colours', 6).map(englishOf)).toEqual(expect.arrayContaining(['red', 'dog']));
    expect(cardsFor('colours in french, please', 5)[0]?.question).toBe('French for “red”?');
  });

  it('reads words given as examples of a theme as the theme, and names the examples it lacks', () => {
    const seasons = vocabularyCards('swedish seasons spring summer fall winter', 4);
    expect(seasons?.cards[0]?.question).toBe('Swedish for “spring”?');
    expect(seasons?.note?.message).toContain('Swedish words on seasons do not include “fall”');
    const emotions = vocabularyCards('italian words for emotions like happy sad angry', 5);
    expect(emotions?.cards).toHaveLength(5);
    expect(emotions?.note?.message).toContain('do not include “happy”, “sad” and “angry”');
    // A list that names themes is themes, not examples of the heading ("date" is also a fruit).
    expect(cardsFor('spanish date vocab - days, months, saying the date', 5).map(englishOf)).toContain('January');
    // Listed under a heading, the words are the heading's theme's, never an English list of a tie and a jumper.
    const clothes = vocabularyCards('french clothes: tie, jumper, boots', 5);
    expect(clothes?.cards[0]?.question).toMatch(/^French for /);
    expect(clothes?.note?.message).toContain('French words on clothes do not include');
  });

  it('asks the words a learner listed first: words of the language with their English, English words of one meaning', () => {
    const utensils = cardsFor('Spanish kitchen utensils: cuchillo, tenedor, cuchara', 5);
    expect(utensils.slice(0, 3)).toEqual([
      { question: 'What does the Spanish “cuchillo” mean?', answer: '**knife**' },
      { question: 'What does the Spanish “tenedor” mean?', answer: '**fork**' },
      { question: 'What does the Spanish “cuchara” mean?', answer: '**spoon**' },
    ]);
    // The fork is not asked again the other way round.
    expect(utensils.slice(3).map(englishOf)).not.toContain('fork');
    // "il conto" is an account, a bank account or a calculation to the dictionary: which one is meant, it cannot tell.
    const restaurant = vocabularyCards('Italian at the restaurant: il conto, cameriere, primo', 5);
    expect(restaurant?.cards[0]).toEqual({ question: 'What does the Italian “cameriere” mean?', answer: '**waiter**' });
    expect(restaurant?.note?.message).toContain('do not include “il conto”');
    expect(cardsFor('spanish animal words bat owl fox', 5)[0]?.question).toBe('Spanish for “owl”?');
    // A listed word of several meanings is asked first only when its translation is sure to be the theme's: the
    // German dictionary's ruler is a sovereign (der Herrscher), its palm a tree (die Palme).
    expect(JSON.stringify(cardsFor('german school vocabulary - ruler, pupil, board', 5))).not.toContain('Herrscher');
    expect(cardsFor('german body parts - palm, temple, calf', 5).map(englishOf)).not.toContain('palm');
  });

  it('translates a word of several meanings through its synonym of one when the dictionary gives another meaning', () => {
    // The Swedish and German dictionaries give "spring" as a well and a coil; "springtime" is the season's alone.
    expect(answer('swedish seasons', 'Swedish for “spring”?')).toBe('**vår**');
    expect(answer('german seasons', 'German for “spring”?')).toContain('der Frühling');
    // The Japanese 春 is given for "spring" alone, so it stays.
    expect(answer('japanese seasons', 'Japanese for “spring”?')).toContain('春');
    // One card a meaning: "springtime" would ask the season again.
    expect(cardsFor('spanish seasons', 10).map(englishOf)).not.toContain('springtime');
    // "doctor" is first a physician, yet shares its word with the doctorate: docteur is both, médecin the physician.
    expect(answer('french jobs', 'French for “doctor”?')).toContain('médecin');
  });

  it('leaves out a word whose translation the dictionary also gives for a word of another of its meanings', () => {
    // Indonesian "kawanan" is also "herd" (a school of fish), Greek "πορτοκαλί" also "amber" (the colour, not the
    // fruit), Russian "рабочий" also "worker" (a farm hand, not the hand): each is the other meaning's word.
    expect(translate('Indonesian', 'school')).toBe('kawanan');
    const answers = (topic: string) => cardsFor(topic, 10).map((card) => card.answer);
    expect(answers('indonesian school words')).not.toContain('**kawanan**');
    expect(answers('greek food words')).not.toContain('**πορτοκαλί**');
    expect(cardsFor('russian body parts', 10).map(englishOf)).not.toContain('hand');
    // A translation shared with a synonym ("школа" is school and schooling) or a kind ("niño" is child and infant)
    // says nothing of another meaning: the word stays.
    expect(cardsFor('russian school words', 10).map(englishOf)).toContain('school');
    expect(cardsFor('spanish family words', 10).map(englishOf)).toContain('child');
  });

  it('never asks the same card twice when a topic names one theme twice', () => {
    const questions = cardsFor('Italian emotions and feelings vocabulary', 10).map((card) => card.question);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('takes an exam of one language for that language, and beside its name for a level', () => {
    expect(cardsFor('HSK 1 family words', 5)[0]?.question).toBe('Chinese for “family”?');
    expect(cardsFor('HSK 2 chinese colours', 5)[0]?.question).toBe('Chinese for “red”?');
    expect(cardsFor('jlpt n5 colours', 5)[0]?.question).toBe('Japanese for “red”?');
  });

  it('leaves topics that are no vocabulary to the rest of the generator', () => {
    for (const topic of [
      'French Revolution',
      'Italian Renaissance',
      'Spanish flu',
      'German grammar',
      'photosynthesis',
      // Things with a name of their own in the dictionary, not words in a language.
      'Arabic numerals',
      'French fries',
    ]) {
      expect(vocabularyCards(topic, 10), topic).toBeUndefined();
    }
    expect(vocabularyCards('Klingon food vocabulary', 10)).toBeUndefined();
  });

  it('writes Arabic, Russian, Irish and Swahili words too', () => {
    expect(cardsFor('Arabic days of the week', 7)).toContainEqual({
      question: 'Arabic for “Friday”?',
      answer: '**الجمعة**',
    });
    expect(cardsFor('Swahili animals', 6).map(englishOf)).toContain('elephant');
    expect(cardsFor('irish days of the week', 7)[0]).toEqual({
      question: 'Irish for “Monday”?',
      answer: '**an Luan**',
    });
    expect(cardsFor('russian food vocabulary', 6).map(englishOf)).toContain('cheese');
  });

  it('writes Japanese words with their reading and rōmaji, from EDICT', () => {
    expect(cardsFor('japanese colours', 5)[0]).toEqual({
      question: 'Japanese for “red”?',
      answer: '**赤 (あか, aka)**',
    });
    expect(cardsFor('Japanese numbers 1 to 10', 10)[2]).toEqual({
      question: 'Japanese for 3 (“three”)?',
      answer: '**三 (さん, san)**',
    });
    expect(cardsFor('japanese animals', 6).map(englishOf)).toContain('dog');
  });

  it('writes Mandarin words of the HSK list in simplified characters with pinyin, from CC-CEDICT', () => {
    expect(cardsFor('mandarin colours', 5)[0]).toEqual({ question: 'Chinese for “red”?', answer: '**红 (hóng)**' });
    expect(cardsFor('Chinese numbers 1-20', 12)[10]).toEqual({
      question: 'Chinese for 11 (“eleven”)?',
      answer: '**十一 (shíyī)**',
    });
    expect(cardsFor('chinese food vocabulary', 6).map(englishOf)).toContain('bread');
    // "lü" is written "lv" in the HSK list and "lu:" in CC-CEDICT: the same reading.
    expect(translate('Chinese', 'green')).toBe('绿 (lǜ)');
  });

  it('writes days, months and numbers in a language with no dictionary, and offers only those for its other themes', () => {
    expect(cardsFor('danish days of the week', 2)).toEqual([
      { question: 'Danish for “Monday”?', answer: '**mandag**' },
      { question: 'Danish for “Tuesday”?', answer: '**tirsdag**' },
    ]);
    expect(cardsFor('korean numbers', 3)[2]).toEqual({ question: 'Korean for 3 (“three”)?', answer: '**삼**' });
    // The Gregorian months, not the Persian calendar's, and Serbian in both of its scripts.
    expect(cardsFor('persian months', 1)[0]?.answer).toBe('**ژانویه**');
    expect(cardsFor('serbian days of the week cyrillic', 1)[0]?.answer).toBe('**понедељак (ponedeljak)**');
    expect(cardsFor('tagalog months', 2).map((card) => card.answer)).toEqual(['**Enero**', '**Pebrero**']);
    const error = refusal('Korean words for tax law');
    expect(error.kind).toBe('cannotCover');
    expect(error.message).toContain(
      'no Korean dictionary: it knows Korean numbers 1-20, days of the week, months, food, animals, colours and clothes only',
    );
    expect(error.suggestions).toEqual([
      'Korean numbers 1-20',
      'Korean days of the week',
      'Korean months',
      'Korean food',
      'Korean animals',
      'Korean colours',
      'Korean clothes',
    ]);
    for (const suggestion of error.suggestions ?? []) expect(cardsFor(suggestion, 3), suggestion).toHaveLength(3);
    // n2words spells no Cantonese numbers: they are not offered.
    expect(refusal('cantonese words for tax law').suggestions).toEqual([
      'Cantonese days of the week',
      'Cantonese months',
      'Cantonese food',
      'Cantonese animals',
      'Cantonese colours',
      'Cantonese clothes',
    ]);
    const starter = vocabularyCards('basic bangla', 5);
    expect(starter?.cards.map(englishOf)).toEqual(['one', 'Monday', 'January', 'bread', 'fish']);
    expect(starter?.note?.message).toContain('no Bengali dictionary, so these cards are on numbers 1-20');
    expect(refusal('korean basic phrases').message).toContain('for words on “phrases”');
  });

  it('names everyday things in a language without a dictionary as CLDR names the emoji that show them', () => {
    expect(translate('Hindi', 'grape')).toBe('अंगूर');
    expect(translate('Hungarian', 'red')).toBe('piros');
    // The picture fixes the meaning: the bat is the animal, the first meaning a theme asks for.
    expect(translate('Korean', 'bat')).toBe('박쥐');
    // The bank emoji is a building, but "bank" is first the slope beside a river: no translation is better.
    expect(translate('Korean', 'bank')).toBeUndefined();
    // "orange" is first a fruit: the colour's word is not given for it.
    expect(translate('Bulgarian', 'orange')).not.toBe('оранжево');
    const fruit = cardsFor('bengali fruit names', 5).map(englishOf);
    for (const word of fruit) expect(isKindOf(word, ['edible fruit']), word).toBe(true);
    expect(cardsFor('tagalog animals', 4).map(englishOf)).toContain('dog');
    // A language with a FreeDict dictionary keeps its translations, articles included.
    expect(translate('German', 'frog')).toBe('der Frosch');
  });

  it('answers the named themes of a topic and says which of its parts it has no words on', () => {
    const greetings = vocabularyCards('swahili greetings and how to reply to them', 4);
    expect(greetings?.cards.map(englishOf)).toContain('hello');
    expect(greetings?.note?.message).toContain(
      'no Swahili words on “how to reply to them”: these cards are on greetings',
    );
    const market = cardsFor('hungarian fruit and veg for shopping at the market hall', 6).map(englishOf);
    for (const word of market) expect(isKindOf(word, ['edible fruit', 'vegetable']), word).toBe(true);
    // Words taken one by one may each be another sense ("ruler" as a king): all of them have words, or none is asked.
    expect(refusal('french words for office things: pupil, ruler, tiara').kind).toBe('cannotCover');
    // Two letters swapped in the language's name are one slip.
    const kitchen = vocabularyCards('spansih kitchen vocab', 3);
    expect(kitchen?.note?.message).toContain('read “spansih” as “spanish”');
    expect(kitchen?.cards[0]?.question).toMatch(/^Spanish for /);
  });

  it('writes words for time and for asking the way, and Georgian words only when asked for', () => {
    expect(cardsFor('spanish time words', 3).map(englishOf)).toEqual(['today', 'tomorrow', 'yesterday']);
    expect(cardsFor('asking for directions in italian', 2).map(englishOf)).toEqual(['street', 'road']);
    expect(cardsFor('georgian food words', 1)[0]).toEqual({ question: 'Georgian for “bread”?', answer: '**პური**' });
    // A style of building, not a request for words.
    expect(vocabularyCards('Georgian houses', 3)).toBeUndefined();
  });

  it('finds a named theme in what is said around it, and no theme in an everyday word there', () => {
    const weather = vocabularyCards('talking about the weather in french', 5)?.cards.map(englishOf) ?? [];
    expect(weather).toEqual(expect.arrayContaining(['sun', 'wind', 'cloud']));
    const food = vocabularyCards('greek food words for tavernas', 5)?.cards.map(englishOf) ?? [];
    for (const word of food) expect(isKindOf(word, ['food', 'solid food', 'beverage']), word).toBe(true);
    expect(vocabularyCards('polish greetings and goodbyes', 6)?.cards.map(englishOf)).toContain('goodbye');
    // "ordering" is no theme (words for chains and series would be another sense); the restaurant is.
    const restaurant = cardsFor('Spanish phrases for ordering in a restaurant', 3).map(englishOf);
    expect(restaurant).toEqual(['restaurant', 'waiter', 'waitress']);
  });

  it('writes the words of a traveller’s situations, where they are set too ("words u need at a pharmacy")', () => {
    expect(cardsFor('spanish travel vocabulary', 3).map(englishOf)).toEqual(['ticket', 'airport', 'airplane']);
    expect(cardsFor('italian shopping', 2)).toEqual([
      { question: 'Italian for “shop”?', answer: '**negozio**' },
      { question: 'Italian for “money”?', answer: '**denaro**, also **soldi**' },
    ]);
    expect(cardsFor('french words u need at a pharmacy', 2).map(englishOf)).toEqual(['doctor', 'dentist']);
    expect(cardsFor('german words at the doctor', 1)[0]?.answer).toBe('**der Arzt**');
  });

  it('reads a region before a language as that language, saying its words are not told apart by region', () => {
    const result = vocabularyCards('european portuguese words for tourists', 2);
    expect(result?.cards.map(englishOf)).toEqual(['ticket', 'airport']);
    expect(result?.note?.message).toBe(
      'Offline mode’s Portuguese words are not told apart by region: some may be said otherwise in European Portuguese.',
    );
  });

  it('reads a theme past what learners add: "pls", an exam or school year, an aside, "how do u say"', () => {
    for (const topic of [
      'french colours pls',
      'GCSE spanish colours',
      'french colours year 8',
      'German colours (Farben)',
    ]) {
      expect(cardsFor(topic, 3).map(englishOf), topic).toEqual(['red', 'blue', 'black']);
    }
    expect(cardsFor('how do u say the days of the week in spanish', 1).map(englishOf)).toEqual(['Monday']);
    expect(cardsFor('ordering food in italian', 6).map(englishOf)).toContain('bread');
    // An aside that says which meaning is meant cannot be honoured: refused, not answered in another sense.
    expect(refusal('italian words for the bar (café)').kind).toBe('cannotCover');
  });

  it('gives a word in the meaning an aside, "as in" or "the …" names, with its neighbours, or refuses', () => {
    const spring = cardsFor('German for spring (the season)', 5);
    expect(spring[0]?.answer).toContain('Frühling');
    expect(spring.map(englishOf)).toEqual(expect.arrayContaining(['summer', 'autumn']));
    expect(spring.map((card) => card.answer).join(' ')).not.toMatch(/Feder|Quelle/);
    // "banco" is a bank and a bench in Spanish, and the dictionary does not say which bank: refused, never guessed.
    const bank = refusal('spanish words for bank as in river bank');
    expect(bank.message).toContain('does not tell the meanings of “bank” apart');
    expect(refusal('dutch word for seal the animal').message).toContain('“seal” (animal)');
  });

  it('refuses a theme it has no words for, offering themes it has', () => {
    const error = refusal('Italian words for quantum chromodynamics');
    expect(error.kind).toBe('cannotCover');
    expect(error.suggestions).toContain('Italian food');
  });
});

describe('a theme of the parts of a thing', () => {
  it('asks for the parts of a car in German: its own, those of a motor vehicle, and "mirror" for "car mirror"', () => {
    const result = vocabularyCards('German words for parts of a car', 6);
    const words = result?.cards.map(englishOf) ?? [];
    expect(words).toEqual(expect.arrayContaining(['car door', 'engine', 'mirror']));
    const wordNet = getWordNet();
    const car = wordNet.entry('car')!.senses[0]!;
    const up = wordNet.related(car, relation.hypernym);
    const wholes = [car, ...up, ...up.flatMap((one) => wordNet.related(one, relation.hypernym))];
    const parts = new Set(
      wholes
        .flatMap((whole) => wordNet.related(whole, relation.partMeronym))
        .flatMap((part) =>
          part.words.flatMap((word) => [word, word.replace(/^(?:car|auto|automobile|motorcar) /, '')]),
        ),
    );
    expect(words.filter((word) => !parts.has(word))).toEqual([]);
  });

  it('reads "rooms of a house" as "rooms of the house"', () => {
    expect(vocabularyCards('Finnish words for rooms of a house', 5)?.cards).toHaveLength(5);
  });
});
