import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

export const unstorableTextMessage = 'Text cannot contain NUL characters or broken Unicode.';

/** NUL, or half of a surrogate pair: text PostgreSQL cannot store as UTF-8. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for.
const unstorable = /\u0000|\p{Cs}/u;

/** For names we keep rather than refuse (an uploaded file's name). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this removes.
export const stripUnstorable = (text: string) => text.replace(/\u0000|\p{Cs}/gu, '');

/**
 * The dotted path of the first string (value or key) PostgreSQL text cannot store. Walks with its own
 * stack: a body nested 100,000 deep must not overflow the call stack.
 */
export function findUnstorableText(root: unknown): string | undefined {
  interface Entry {
    value: unknown;
    key?: string;
    parent?: Entry;
  }
  const pathOf = (entry: Entry) => {
    const keys: string[] = [];
    for (let at: Entry | undefined = entry; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return keys.join('.') || '_';
  };
  const stack: Entry[] = [{ value: root }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value === 'string' && unstorable.test(value)) return pathOf(entry);
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const childEntry = { value: child, key, parent: entry };
      if (unstorable.test(key)) return pathOf(childEntry);
      stack.push(childEntry);
    }
  }
  return undefined;
}

/**
 * Refuses such text anywhere in the parsed body, query or path parameters with a 400 (before the route's
 * schema runs), rather than letting the database fail the request with a 500.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (field) throw new HttpError(400, 'validation', unstorableTextMessage, { [field]: unstorableTextMessage });
  });
}
