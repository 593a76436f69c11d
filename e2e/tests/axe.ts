import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's finite CSS transitions and animations have ended. axe measures colours as painted: a
 * dialog still fading in shows, for a moment, text of too little contrast. Looping ones (a loader) never end.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    // A transition starts a frame or two after its element mounts.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The WCAG 2.1 A/AA violations on the page once it is still, one line per rule with the failing elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails with the list of WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
