import type { GeneratedCard } from '@kurio/shared/card-generation';

/** A card the model wrote; a cloze one (decision 168) holds its text in `question` and may leave out the answer. */
const asCard = (value: unknown): GeneratedCard | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const question = record.question ?? record.front ?? record.q ?? record.text;
  const answer = record.answer ?? record.back ?? record.a ?? record.extra;
  if (record.type === 'cloze' && typeof question === 'string')
    return { type: 'cloze', question, answer: typeof answer === 'string' ? answer : '' };
  return typeof question === 'string' && typeof answer === 'string' ? { question, answer } : undefined;
};

/**
 * Finds cards in model text as it streams in: every JSON object that closes and reads as a card is
 * returned by the `push` that completes it. Tolerates what models wrap around JSON (code fences, chatter,
 * a bare array instead of {"cards": […]}); a broken or unfinished card is skipped.
 */
export function createCardScanner() {
  let text = '';
  let scanned = 0;
  let inString = false;
  let escaped = false;
  const openBraces: number[] = [];

  return {
    push(chunk: string): GeneratedCard[] {
      text += chunk;
      const found: GeneratedCard[] = [];
      for (; scanned < text.length; scanned++) {
        const char = text[scanned];
        if (inString) {
          if (escaped) escaped = false;
          else if (char === '\\') escaped = true;
          else if (char === '"') inString = false;
        } else if (char === '"' && openBraces.length > 0) {
          inString = true;
        } else if (char === '{') {
          openBraces.push(scanned);
        } else if (char === '}' && openBraces.length > 0) {
          const start = openBraces.pop() as number;
          const card = asCard(parseOrUndefined(text.slice(start, scanned + 1)));
          if (card) found.push(card);
        }
      }
      return found;
    },
  };
}

function parseOrUndefined(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
