import { describe, expect, it } from 'vitest';
import {
  characterInputSchema,
  conversationDurationMinutes,
  previewText,
  waitlistRequestSchema,
} from '../src/companion';

describe('chat history card (docs/product.md §2)', () => {
  it("cuts the first user message at 80 characters plus '...'", () => {
    const eighty = 'a'.repeat(80);
    expect(previewText(eighty)).toBe(eighty);
    expect(previewText(`${eighty}b`)).toBe(`${eighty}...`);
    expect(previewText(null)).toBe('No messages yet');
  });

  it('measures whole minutes from the first to the last message', () => {
    expect(conversationDurationMinutes([])).toBe(0);
    expect(conversationDurationMinutes([{ timestamp: 0 }])).toBe(0);
    expect(conversationDurationMinutes([{ timestamp: 0 }, { timestamp: 29_000 }])).toBe(0);
    expect(
      conversationDurationMinutes([{ timestamp: 0 }, { timestamp: 60_000 }, { timestamp: 5 * 60_000 + 10_000 }]),
    ).toBe(5);
  });
});

describe('create character (docs/product.md §5)', () => {
  const messages = (input: unknown) =>
    characterInputSchema.safeParse(input).error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);

  it('requires both fields, then the trimmed minimum lengths', () => {
    expect(messages({ name: '', systemPrompt: '' })).toEqual([
      'name: Character name is required',
      'systemPrompt: System prompt is required',
    ]);
    expect(messages({ name: ' A ', systemPrompt: '   123456789   ' })).toEqual([
      'name: Character name must be at least 2 characters',
      'systemPrompt: System prompt must be at least 10 characters',
    ]);
  });

  it('trims the values it accepts', () => {
    expect(characterInputSchema.parse({ name: ' Kit ', systemPrompt: ' A kind pirate. ' })).toEqual({
      name: 'Kit',
      systemPrompt: 'A kind pirate.',
    });
  });
});

describe('waitlist email (docs/product.md §5)', () => {
  it('trims, then needs one @, no spaces and a dot in the domain', () => {
    expect(waitlistRequestSchema.parse({ email: '  kid@example.org ' })).toEqual({ email: 'kid@example.org' });
    for (const email of ['', 'a b@example.org', 'a@@example.org', 'a@example']) {
      expect(waitlistRequestSchema.safeParse({ email }).success).toBe(false);
    }
  });
});
