import { describe, expect, it } from 'vitest';
import { withUsedMantineCss } from '../scripts/used-mantine-css.mjs';

const page = `<html data-mantine-color-scheme="light"><body>
  <button class="m_button" data-variant="filled"><span class="m_label">Go</span></button>
  <input class="m_input" placeholder="Email"></body></html>`;

describe('the inline Mantine CSS of a prerendered page', () => {
  it('drops Mantine rules that match nothing on the page and keeps those that do', () => {
    const css = '@layer mantine{.m_button{color:red}.m_modal{color:blue}.m_button[data-variant=filled] .m_label{x:1}}';
    expect(withUsedMantineCss(css, page)).toBe(
      '@layer mantine{.m_button{color:red}.m_button[data-variant=filled] .m_label{x:1}}',
    );
  });

  it('keeps a rule for a state or pseudo-element of an element on the page', () => {
    const css =
      '@layer mantine{.m_button:hover{a:1}.m_input::placeholder{b:2}.m_input:focus-visible{c:3}.m_modal:hover{d:4}}';
    expect(withUsedMantineCss(css, page)).toBe(
      '@layer mantine{.m_button:hover{a:1}.m_input::placeholder{b:2}.m_input:focus-visible{c:3}}',
    );
  });

  it('drops a state rule of a class the page does not use, whatever its :where(:not(…)) says', () => {
    const css =
      '@layer mantine{.m_icon:hover:where(:not([data-loading],:disabled)){a:1}.m_button:where(:not(:disabled)){b:2}}';
    expect(withUsedMantineCss(css, page)).toBe('@layer mantine{.m_button:where(:not(:disabled)){b:2}}');
  });

  it('keeps the color scheme, global and keyframe rules, and drops at-rules left empty', () => {
    const css =
      '@layer mantine{:root[data-mantine-color-scheme=light]{--c:1}*,:before{box-sizing:border-box}@keyframes spin{to{transform:rotate(1turn)}}@media (max-width:40em){.m_modal{e:5}}}';
    expect(withUsedMantineCss(css, page)).toBe(
      '@layer mantine{:root[data-mantine-color-scheme=light]{--c:1}*,:before{box-sizing:border-box}@keyframes spin{to{transform:rotate(1turn)}}}',
    );
  });

  it('leaves our own CSS outside the Mantine layer whole, used or not', () => {
    const css = '@layer mantine{.m_modal{color:blue}}._drawer_1{display:none}';
    expect(withUsedMantineCss(css, page)).toBe('._drawer_1{display:none}');
  });
});
