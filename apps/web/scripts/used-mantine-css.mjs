// Drops, from a prerendered page's inline stylesheet, the Mantine rules that match nothing on that page. Only
// rules inside `@layer mantine` go: the app loads the whole Mantine stylesheet before it renders a route
// (src/app/router.tsx), so whatever the page shows later is styled by then, while our own CSS modules, which
// nothing reloads, stay whole. Less CSS to parse and match makes the first paint's style and layout work cheaper.
import { JSDOM } from 'jsdom';
import postcss from 'postcss';

// States a prerendered element is not in yet, and pseudo-elements: a rule that styles them is kept when its
// element is on the page.
const dynamicPseudo =
  /::?(?:-[a-z-]+|before|after|placeholder|selection|first-letter|first-line|marker|backdrop|hover|focus|focus-visible|focus-within|active|visited|checked|disabled|enabled|invalid|valid|placeholder-shown|indeterminate|read-only|read-write|autofill|target|default|required|optional)(?![\w-])(?:\([^)]*\))?/g;

/** The classes an element must have for the selector to match: those outside `:not(…)`, `:where(…)` and the like. */
function requiredClasses(selector) {
  let outside = selector;
  let inner;
  do {
    inner = outside;
    outside = inner.replace(/\([^()]*\)/g, '');
  } while (outside !== inner);
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

/**
 * Whether a selector, its states aside, matches an element of the page. Most of Mantine's need a class the page
 * does not use, which a set lookup answers without asking jsdom.
 */
function matchesSomething(document, pageClasses, selector) {
  const stateless =
    selector
      .replace(dynamicPseudo, '')
      .trim()
      .replace(/[>+~]$/, '$& *') || '*';
  if (requiredClasses(stateless).some((name) => !pageClasses.has(name))) return false;
  try {
    return document.querySelector(stateless) !== null;
  } catch {
    return true; // a selector jsdom cannot read (`:host`, newer syntax) is kept
  }
}

const insideMantineLayer = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params === 'mantine') return true;
  }
  return false;
};
const insideKeyframes = (node) => node.parent?.type === 'atrule' && /keyframes$/.test(node.parent.name);

/** The page's CSS without the Mantine rules no element of `html` matches. */
export function withUsedMantineCss(css, html) {
  if (!css.includes('@layer mantine')) return css;
  const { document } = new JSDOM(html).window;
  const pageClasses = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!insideMantineLayer(rule) || insideKeyframes(rule)) return;
    if (!rule.selectors.some((selector) => matchesSomething(document, pageClasses, selector))) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (['media', 'supports', 'layer', 'container'].includes(atRule.name) && atRule.nodes?.length === 0) {
      atRule.remove();
    }
  });
  return root.toString();
}
