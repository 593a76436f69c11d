import type { Page } from '@playwright/test';

/** What a keyboard user meets while pressing Tab through a page. */
export interface FocusWalk {
  /** Controls that can take focus and are on screen, before the walk. */
  tabbable: string[];
  /** The controls Tab reached, in order. */
  reached: string[];
  /** Controls that took focus without any visible change (outline, shadow, border, background, underline). */
  invisibleFocus: string[];
  /** True when Tab kept cycling among the same controls without leaving them (a keyboard trap). */
  trapped: boolean;
}

const stamp = 'data-focus-walk';

/** Installed in the page by `prepare`: finish transitions, name a control, fingerprint how it looks. */
interface WalkTools {
  settle: () => void;
  nameOf: (element: Element) => string;
  look: (element: Element) => string;
}
declare global {
  interface Window {
    /** Set by the walk's first step in the page, read by each later step. */
    __focusWalk?: WalkTools;
  }
}

/** Marks every tabbable control on screen and records how it and its surroundings look unfocused. */
function prepare(stampAttribute: string): string[] {
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, audio[controls], [tabindex], [contenteditable=true]';
  // Jumps transitions (a ring fading in) to their end, so each control is read as it will look.
  const settle = () => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
  };
  settle();
  const nameOf = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const look = (element: Element | null) => {
    if (!element) return '';
    const style = getComputedStyle(element);
    return [
      style.outlineStyle,
      style.outlineWidth,
      style.outlineColor,
      style.boxShadow,
      style.borderColor,
      style.backgroundColor,
      style.textDecorationLine,
    ].join('|');
  };
  // The ring of a visually hidden input (switch, radio, segmented control) is drawn on its label or neighbour.
  const surroundings = (element: Element) => [
    element,
    element.parentElement,
    element.nextElementSibling,
    (element as HTMLInputElement).labels?.[0] ?? null,
  ];
  const tools: WalkTools = { settle, nameOf, look: (element) => surroundings(element).map(look).join('#') };
  window.__focusWalk = tools;
  // Tab enters a radio group once, on its checked radio (or its first when none is): arrows move inside it.
  const radioStop = (radio: HTMLInputElement) => {
    const group = Array.from(document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${radio.name}"]`));
    return radio === (group.find((other) => other.checked) ?? group[0]);
  };
  const tabbable = Array.from(document.querySelectorAll(selector)).filter((element) => {
    const html = element as HTMLElement;
    if (html.tabIndex < 0 || html.matches(':disabled') || html.closest('[inert]')) return false;
    if (html instanceof HTMLInputElement && html.type === 'radio' && html.name && !radioStop(html)) return false;
    return html.checkVisibility({ visibilityProperty: true }) && html.getClientRects().length > 0;
  });
  const names: string[] = [];
  tabbable.forEach((element, index) => {
    element.setAttribute(stampAttribute, String(index));
    element.setAttribute(`${stampAttribute}-look`, tools.look(element));
    names.push(`${index}: ${nameOf(element)}`);
  });
  return names;
}

/** Reads the focused control after a Tab press: which it is and whether its focus shows. */
function readFocus(stampAttribute: string) {
  const walk = window.__focusWalk;
  if (!walk) throw new Error('the focus walk was not set up on this page');
  walk.settle();
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  const index = active.getAttribute(stampAttribute);
  const before = active.getAttribute(`${stampAttribute}-look`);
  const name = index === null ? `(unlisted) ${walk.nameOf(active)}` : `${index}: ${walk.nameOf(active)}`;
  return { name, visible: before === null || walk.look(active) !== before };
}

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back to a control already
 * visited, checking that each control shows its focus.
 */
export async function walkWithTab(page: Page): Promise<FocusWalk> {
  // Start from the top of the page whatever had focus (an autofocused field), and record every control
  // unfocused: Tab continues from the focused element, so focus an untabbable marker placed first in the body.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'focus-walk-start';
    document.body.prepend(start);
    start.focus();
  });
  const tabbable = await page.evaluate(prepare, stamp);
  const reached: string[] = [];
  const invisibleFocus: string[] = [];
  let trapped = true;
  for (let press = 0; press < tabbable.length + 10; press++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(readFocus, stamp);
    if (!focus || reached.includes(focus.name)) {
      trapped = false;
      break;
    }
    reached.push(focus.name);
    if (!focus.visible) invisibleFocus.push(focus.name);
  }
  await page.evaluate(() => document.getElementById('focus-walk-start')?.remove());
  return { tabbable, reached, invisibleFocus, trapped };
}
