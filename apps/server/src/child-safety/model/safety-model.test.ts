import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findShipped } from '../../platform/shipped-files';
import { type SafetyModelFile, safetyModel, safetyModelPath } from '../classifier';
import { digestOf, safetyTrainingMessages } from '../training-messages';
import { characterGrams, wordGrams } from './text-features';

const file = JSON.parse(readFileSync(findShipped(safetyModelPath, 'build it'), 'utf8')) as SafetyModelFile;

describe('the shipped safety model', () => {
  it('was trained on the labelled messages as they are now (else run node scripts/safety-model/build.mjs)', () => {
    const messages = safetyTrainingMessages();
    expect(file.trainedOn).toEqual({ messages: messages.length, sha256: digestOf(messages) });
  });

  it('gives each checked message the probabilities its trainer gave', () => {
    const model = safetyModel(file);
    expect(file.checks.length).toBeGreaterThanOrEqual(30);
    for (const check of file.checks) {
      const probabilities = model.probabilities(check);
      check.probabilities.forEach((expected, at) => {
        expect(probabilities[at]).toBeCloseTo(expected, 6);
      });
    }
  });

  it('reads a risk and its category, and everyday talk as no risk', () => {
    const model = safetyModel(file);
    const risky = model.read({ spelled: 'i want to kill myself', lemmas: 'i want to kill myself' });
    expect(risky.risk).toBeGreaterThan(0.9);
    expect(risky.category).toBe('selfHarm');
    const everyday = model.read({ spelled: 'we had pancakes for breakfast', lemmas: 'we have pancake for breakfast' });
    expect(everyday.risk).toBeLessThan(0.1);
  });
});

describe('the features it reads', () => {
  it('are words and neighbouring pairs', () => {
    expect(wordGrams("i don't know")).toEqual(['i', "don't", 'know', "i don't", "don't know"]);
  });

  it('are runs of 2 to 5 characters of each padded word, a short word once', () => {
    expect(characterGrams('hi')).toEqual([' h', 'hi', 'i ', ' hi', 'hi ', ' hi ']);
    expect(characterGrams('a  cat')).toEqual([
      ' a',
      'a ',
      ' a ',
      ' c',
      'ca',
      'at',
      't ',
      ' ca',
      'cat',
      'at ',
      ' cat',
      'cat ',
      ' cat ',
    ]);
  });
});
