import type { SafetyCategory } from '@kurio/shared/child-safety';
import { z } from 'zod';

/** Asks a hosted moderation model about a text: the category it flags, or undefined (also when it cannot answer). */
export type Moderate = (text: string, signal?: AbortSignal) => Promise<SafetyCategory | undefined>;

const responseSchema = z.object({
  results: z.array(z.object({ flagged: z.boolean(), categories: z.record(z.string(), z.boolean().nullable()) })).min(1),
});

/** OpenAI's moderation categories, most serious first, as the companion's categories. */
const categoryMap: [string, SafetyCategory][] = [
  ['self-harm/intent', 'selfHarm'],
  ['self-harm/instructions', 'selfHarm'],
  ['self-harm', 'selfHarm'],
  ['sexual/minors', 'abuse'],
  ['sexual', 'romance'],
  ['violence/graphic', 'weapons'],
  ['illicit/violent', 'weapons'],
  ['violence', 'weapons'],
  ['illicit', 'drugs'],
  ['harassment/threatening', 'bullying'],
  ['hate/threatening', 'bullying'],
  ['harassment', 'bullying'],
  ['hate', 'bullying'],
];

/**
 * The `POST /moderations` endpoint of OpenAI and of compatible servers that offer it. It adds to the local
 * rules and never replaces them: a timeout, an error or a server without the endpoint leaves the local verdict.
 */
export function createOpenAiModeration(options: {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}): Moderate {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/moderations`;
  const ask = (text: string, signal: AbortSignal) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model ?? 'omni-moderation-latest', input: text }),
      signal,
    });
  return async (text, signal) => {
    const deadline = AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? 5000), ...(signal ? [signal] : [])]);
    try {
      // A kept-alive connection the server has just closed fails before any answer; one more try costs little
      // and a missed flag costs a child's safety.
      const response = await ask(text, deadline).catch((error: unknown) => {
        if (deadline.aborted || !(error instanceof TypeError)) throw error;
        return ask(text, deadline);
      });
      if (!response.ok) throw new Error(`moderation answered ${response.status}`);
      const [result] = responseSchema.parse(await response.json()).results;
      if (!result?.flagged) return undefined;
      return categoryMap.find(([name]) => result.categories[name] === true)?.[1] ?? 'unkind';
    } catch (error) {
      options.onError?.(error);
      return undefined;
    }
  };
}
