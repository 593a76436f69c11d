import { readFileSync } from 'node:fs';
import { type SafetyCategory, safetyCategories } from '@kurio/shared/child-safety';
import { describe, expect, it } from 'vitest';
import { checkChildInput } from '../../../child-safety/content-check';

type Label = SafetyCategory | 'none';
interface Labelled {
  text: string;
  category: Label;
}

const load = (path: string): Labelled[] => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const labelled = '../../../child-safety/labelled/';

/** Per category: how many, how many flagged at all, how many under the labelled category. */
function measure(set: Labelled[]) {
  const rows = new Map<Label, { messages: number; flagged: number; sameCategory: number; misses: string[] }>();
  for (const { text, category } of set) {
    const verdict = checkChildInput(text);
    const row = rows.get(category) ?? { messages: 0, flagged: 0, sameCategory: 0, misses: [] };
    rows.set(category, row);
    row.messages++;
    if (!verdict.safe) row.flagged++;
    if ((verdict.category ?? 'none') === category) row.sameCategory++;
    if (category === 'none' ? !verdict.safe : verdict.safe) row.misses.push(`${text} → ${verdict.category ?? 'safe'}`);
  }
  const risky = [...rows].filter(([label]) => label !== 'none').map(([, row]) => row);
  const everyday = rows.get('none') ?? { messages: 0, flagged: 0, sameCategory: 0, misses: [] };
  const sum = (pick: (row: (typeof risky)[number]) => number) => risky.reduce((total, row) => total + pick(row), 0);
  const report = [
    '| category | messages | flagged | same category |',
    '|---|---|---|---|',
    ...[...safetyCategories, 'none' as const]
      .filter((label) => rows.has(label))
      .map((label) => {
        const row = rows.get(label)!;
        return `| ${label} | ${row.messages} | ${row.flagged} | ${row.sameCategory} |`;
      }),
  ].join('\n');
  process.stdout.write(`${report}\nmisses:\n${[...rows.values()].flatMap((row) => row.misses).join('\n')}\n`);
  return {
    recall: sum((row) => row.flagged) / sum((row) => row.messages),
    falseFlags: everyday.flagged / everyday.messages,
    risky: sum((row) => row.messages),
    everyday: everyday.messages,
  };
}

describe('the child-safety rules on our labelled sets', () => {
  it('flag ≥ 98 % of the risky messages and ≤ 3 % of the everyday ones in the evaluation set', () => {
    const result = measure(load(`${labelled}evaluation-set.json`));
    expect(result.risky).toBeGreaterThanOrEqual(150);
    expect(result.everyday).toBeGreaterThanOrEqual(150);
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
    expect(result.falseFlags).toBeLessThanOrEqual(0.03);
  });

  it('hold on the development set they were first written against', () => {
    const result = measure(load(`${labelled}development-set.json`));
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
    // 4 of 95 everyday messages since the classifier flags at lower odds and learns cover stories (decision 130):
    // a development figure.
    expect(result.falseFlags).toBeLessThanOrEqual(0.043);
  });

  it('keep their measured floor on the first held-out set, read while tuning since', () => {
    const result = measure(load('./fixtures/child-safety/holdout-set.json'));
    // 125 of 125 since its misses were read while tuning (decision 127), so it is a development set now; the
    // held-out figures are evaluation/held-out.test.ts's.
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
    expect(result.falseFlags).toBeLessThanOrEqual(0.03);
  });

  it('leave the everyday questions of the on-topic set alone (≤ 3 % flagged)', () => {
    const everyday = load('./fixtures/companion-on-topic.json').map(({ text }) => ({
      text,
      category: 'none' as const,
    }));
    expect(measure(everyday).falseFlags).toBeLessThanOrEqual(0.03);
  });
});
