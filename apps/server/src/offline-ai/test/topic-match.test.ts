import { topicExamples } from '@kurio/shared/card-generation';
import { describe, expect, it } from 'vitest';
import { collectGeneration } from '../../adapters/ai/cards/card-list';
import { createOfflineAiService } from '../offline-ai-service';
import { topicWordForms } from '../wordnet/topic-forms';
import { matchTopic, topicTokens } from '../wordnet/topic-match';
import { suggestTopics } from '../wordnet/topic-suggestions';
import { getWordNet } from '../wordnet/wordnet';

const wordNet = getWordNet();
const matched = (topic: string) => {
  const match = matchTopic(wordNet, topic);
  return match && { lemma: match.entry.lemma, definition: match.entry.senses[0]?.definition, leftOut: match.leftOut };
};

describe('topic word forms', () => {
  it.each([
    ['mitochondria', 'mitochondrion'],
    ['bacteria', 'bacterium'],
    ['matrices', 'matrix'],
    ['nuclei', 'nucleus'],
    ['analyses', 'analysis'],
    ['vertebrae', 'vertebra'],
    ['verbs', 'verb'],
    ['colour', 'color'],
    ['organisation', 'organization'],
    ['centre', 'center'],
    ['haemoglobin', 'hemoglobin'],
  ])('%s may stand for %s', (word, form) => {
    expect(topicWordForms(word)[0]).toBe(word);
    expect(topicWordForms(word)).toContain(form);
  });
});

describe('matching a topic to the dictionary', () => {
  it('drops a leading article and case, and keeps apostrophes', () => {
    expect(topicTokens('The  French Revolution')).toEqual(['french', 'revolution']);
    expect(topicTokens("Newton's laws of motion")).toEqual(["newton's", 'laws', 'of', 'motion']);
  });

  it('leaves out the exam, the year and the country a learner studies for, not what they study', () => {
    expect(topicTokens('ionic bonding GCSE')).toEqual(['ionic', 'bonding']);
    expect(topicTokens('russian revolution 1917')).toEqual(['russian', 'revolution']);
    expect(topicTokens('photosynthesis for year 8')).toEqual(['photosynthesis']);
    expect(topicTokens('fractions grade 5')).toEqual(['fractions']);
    expect(topicTokens('drug calculations for nurses')).toEqual(['drug', 'calculations']);
    expect(topicTokens('the industrial revolution in Britain')).toEqual(['industrial', 'revolution']);
    expect(topicTokens('kings of england')).toEqual(['kings', 'of', 'england']);
    expect(topicTokens('pressure groups a level politics')).toEqual(['pressure', 'groups', 'politics']);
    expect(topicTokens('a level playing field')).toEqual(['level', 'playing', 'field']);
  });

  it('keeps "exam" in the name of an exam, whose other word alone means something else', () => {
    expect(topicTokens('the bar exam')).toEqual(['bar', 'exam']);
    expect(matched('how to pass the bar exam')).toBeUndefined();
    expect(matched('bar exam')?.definition).toMatch(/qualified to practice law/);
  });

  it('finds whole phrases in any form of their words', () => {
    expect(matched('mitochondria')).toMatchObject({ lemma: 'mitochondrion', leftOut: [] });
    expect(matched('The Cold War')).toMatchObject({ lemma: 'cold war', leftOut: [] });
    expect(matched("Newton's laws of motion")).toMatchObject({ lemma: "newton's law of motion", leftOut: [] });
    expect(matched('matrices')?.definition).toMatch(/rectangular array/);
  });

  it('finds a possessive typed without its apostrophe', () => {
    expect(matched('hundred years war')).toMatchObject({ lemma: "hundred years' war", leftOut: [] });
    expect(matched('occams razor')).toMatchObject({ lemma: "occam's razor", leftOut: [] });
  });

  it('falls back to the head word only in a meaning that itself names the other words', () => {
    expect(matched('acids and bases')?.definition).toMatch(/^any of various water-soluble compounds/);
  });

  it('never answers a topic by defining one of its words', () => {
    expect(matched('Spanish verbs')).toBeUndefined();
    expect(matched('Latin roots')).toBeUndefined();
    expect(matched('causes of World War I')).toBeUndefined();
    expect(matched('negligence in tort law')).toBeUndefined();
    expect(matched('ECG waveform basics')).toBeUndefined();
  });

  it('refuses a head word whose meanings have nothing to do with the rest of the topic', () => {
    expect(matched('Python lists')).toBeUndefined();
    expect(matched('the water cycle')).toBeUndefined();
    expect(matched('machine learning')).toBeUndefined();
    expect(matched('JavaScript array methods')).toBeUndefined();
    expect(matched('React hooks')).toBeUndefined();
  });
});

describe('suggestions for a near miss', () => {
  const canCover = () => true;

  it('offers dictionary entries spelled close to the topic, nearest first', () => {
    expect(suggestTopics(wordNet, 'photosynthesys', canCover)[0]).toBe('photosynthesis');
    expect(suggestTopics(wordNet, 'mitocondria', canCover)).toContain('mitochondrion');
  });

  it('offers nothing for a topic far from every entry, and only entries that can be covered', () => {
    expect(suggestTopics(wordNet, 'JavaScript array methods', canCover)).toEqual([]);
    expect(suggestTopics(wordNet, 'photosynthesys', () => false)).toEqual([]);
  });
});

describe('the offline examples on /generate', () => {
  const ai = createOfflineAiService();

  it.each(topicExamples.offline)('%s gives at least 3 cards of 5 offline', async (topic) => {
    const { cards } = await collectGeneration(ai.generateCards({ topic, quantity: 5 }));
    expect(cards.length).toBeGreaterThanOrEqual(3);
  });
});
