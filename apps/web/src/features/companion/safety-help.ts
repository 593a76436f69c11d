import { type HelpLine, helpLines, type SafetyCategory, seriousSafetyCategories } from '@kurio/shared/child-safety';

/**
 * The serious categories among those given, once each, in the order the shared list ranks them (most serious
 * first), so every screen names them the same way whatever order the messages came in.
 */
export function seriousCategoriesOf(categories: Iterable<SafetyCategory | undefined>): SafetyCategory[] {
  const seen = new Set(categories);
  return seriousSafetyCategories.filter((category) => seen.has(category));
}

/** The help lines that serve any of the categories, in the shared list's order (emergency services first). */
export function helpLinesFor(categories: readonly SafetyCategory[]): readonly HelpLine[] {
  return helpLines.filter((line) => line.categories.some((category) => categories.includes(category)));
}
