import type { GeneratedCard } from '@kurio/shared/card-generation';

const asCard = (value: unknown): GeneratedCard | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const question = record.question ?? record.front ?? record.q;
  const answer = record.answer ?? record.back ?? record.a;
  return typeof question === 'string' && typeof answer === 'string' ? { question, answer } : undefined;
};

/** The JSON inside model text that was not valid as-is: code fences, chatter around it, a bare array. */
function extractJson(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, '');
  const start = unfenced.search(/[[{]/);
  if (start === -1) return undefined;
  const close = unfenced[start] === '{' ? '}' : ']';
  for (let end = unfenced.lastIndexOf(close); end > start; end = unfenced.lastIndexOf(close, end - 1)) {
    try {
      return JSON.parse(unfenced.slice(start, end + 1));
    } catch {
      // try the previous closing bracket: the text after it may be chatter
    }
  }
  return undefined;
}

/** Whatever usable cards malformed or partial model output holds. */
export function repairCards(text: string | undefined): GeneratedCard[] {
  if (!text) return [];
  const json = extractJson(text);
  const list = Array.isArray(json) ? json : (json as { cards?: unknown } | undefined)?.cards;
  return Array.isArray(list) ? list.map(asCard).filter((card): card is GeneratedCard => card !== undefined) : [];
}
