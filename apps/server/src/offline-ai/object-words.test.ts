import { describe, expect, it } from 'vitest';
import { checkChildInput } from '../child-safety/content-check';
import { offlineCompanionReply } from './companion-replies';
import { createOfflineAiService } from './offline-ai-service';

/** Words that name properties every JavaScript object has: a child may say any of them. */
const objectWords = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype', 'isPrototypeOf'];

describe('words that are also names of object properties', () => {
  it.each(objectWords)(
    '"%s" is read as a word by the safety check, the companion and the card generator',
    async (word) => {
      const message = `my ${word} is cool and my colours are blue`;
      // Whether a sentence with a word it has never seen is flagged is the safety model's judgement, which the
      // held-out figures measure; here the check must read the word as a word, not as a property of its tables.
      expect(checkChildInput(message)).toMatchObject({ safe: expect.any(Boolean) });
      const reply = offlineCompanionReply({
        character: { name: 'Nova', systemPrompt: 'You are Nova.' },
        child: { name: 'Sam' },
        history: [{ role: 'user', content: message }],
      });
      expect(typeof reply).toBe('string');
      // The generator may write cards or say it cannot cover the topic; it must not break on the word.
      const generated = await createOfflineAiService()
        .generateCards({ topic: word, quantity: 3 })
        .next()
        .catch((error: unknown) => error);
      expect(generated).not.toBeInstanceOf(TypeError);
    },
  );
});
