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

function matchesSomething(document, selector) {
  const stateless =
    selector
      .replace(dynamicPseudo, '')
      .trim()
      .replace(/[>+~]$/, '$& *') || '*';
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
  const { document } = new JSDOM(html).window;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!insideMantineLayer(rule) || insideKeyframes(rule)) return;
    if (!rule.selectors.some((selector) => matchesSomething(document, selector))) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (['media', 'supports', 'layer', 'container'].includes(atRule.name) && atRule.nodes?.length === 0) {
      atRule.remove();
    }
  });
  return root.toString();
}
