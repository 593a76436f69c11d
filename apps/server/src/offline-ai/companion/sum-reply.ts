import { respelled } from '../text/child-spelling';

const numberWords = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
const operations: Record<string, (x: number, y: number) => number | undefined> = {
  plus: (x, y) => x + y,
  add: (x, y) => x + y,
  minus: (x, y) => (x >= y ? x - y : undefined),
  take: (x, y) => (x >= y ? x - y : undefined),
  times: (x, y) => x * y,
};

const toNumber = (word: string) => (/^\d{1,3}$/.test(word) ? Number(word) : numberWords.indexOf(word));

/** "whats 2 plus 2": small sums, answered and turned back into a puzzle for the child. */
export function sumReply(said: string): string | undefined {
  const match = /\b(\d{1,3}|[a-z]+) (plus|add|minus|take away|take|times) (\d{1,3}|[a-z]+)\b/.exec(
    respelled(said).replace(/\+/g, ' plus ').replace(/\bx\b/g, 'times'),
  );
  if (!match) return undefined;
  const [, first = '', operation = '', second = ''] = match;
  const x = toNumber(first);
  const y = toNumber(second);
  const answer = x >= 0 && y >= 0 ? operations[operation.split(' ')[0] ?? '']?.(x, y) : undefined;
  if (answer === undefined) return undefined;
  return `${first} ${operation} ${second} makes ${answer}! Can you think of another sum that makes ${answer}?`;
}
