import { describe, expect, it } from 'vitest';

import {
  namesUsedIn,
  UsedNames,
  withoutUnusedRules,
} from '@site/plugins/unused-css/withoutUnusedRules';

const css = [
  ':root{--used-in-css:1px;--read-by-script:2px;--unread:3px}',
  '.navbar__brand{margin:var(--used-in-css)}',
  '.pills__item{color:red}',
  '.menu_Ab1c{color:blue}',
  '.navbar-sidebar--show .navbar-sidebar{display:block}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes unused{to{opacity:0}}',
  '.spinner{animation:spin 1s}',
  "html[data-theme='dark'] .navbar__brand{color:#fff}",
].join('');

// The colour mode is set by the page's inline script, as Docusaurus's is.
const page =
  '<html data-theme="light"><head><script>setTheme(stored === "dark" ? "dark" : "light")</script></head>' +
  '<body><a class="navbar__brand">Home</a><div class="spinner"></div></body></html>';
// A bundle as the theme ships it: a CSS-module map and a state class set on click.
const script =
  'var s={menu:"menu_Ab1c"};el.classList.add("navbar-sidebar--show","navbar-sidebar");' +
  'getComputedStyle(el).getPropertyValue("--read-by-script")';

describe('removing the CSS nothing uses', () => {
  it('keeps the rules a page or a script can use, and drops the others', async () => {
    const out = await withoutUnusedRules(css, namesUsedIn([page, script]));
    for (const kept of [
      '.navbar__brand{',
      '.menu_Ab1c{',
      '.navbar-sidebar--show .navbar-sidebar{',
      '.spinner{',
      '@keyframes spin',
      "html[data-theme='dark'] .navbar__brand",
      '--used-in-css:1px',
      '--read-by-script:2px',
    ])
      expect(out, kept).toContain(kept);
    for (const dropped of ['.pills__item', '@keyframes unused', '--unread'])
      expect(out, dropped).not.toContain(dropped);
  });
});

describe("the names a build's pages use, their repeated markup read once", () => {
  // Pages as a docs build writes them: the same sidebar on each, then the page's own text.
  const sidebar = Array.from(
    { length: 40 },
    (_, n) =>
      `<li class="theme-doc-sidebar-item-category menu__list-item--collapsed"><a class=menu__link href=/guides-${n}>Guides ${n}</a></li>`,
  ).join('');
  const pages = Array.from(
    { length: 30 },
    (_, n) =>
      `<html><body><nav class=menu><ul>${sidebar}</ul></nav><main><h1 id=page-${n}>Page ${n}</h1>` +
      `<p class="note only-on-${n}">A<b>bold${n}</b>word--${n} and --custom-${n}</p>` +
      (n === 29 ? '<a class=menu__link-last>' : '') +
      '</main></body></html>',
  );

  it('finds every name each page holds, as reading every page whole does', () => {
    const whole = namesUsedIn(pages);
    const byParts = new UsedNames();
    for (const html of pages) byParts.addPage(html);
    expect([...byParts.words].sort()).toEqual([...whole.words].sort());
    expect([...byParts.customProperties].sort()).toEqual([...whole.customProperties].sort());
    expect(byParts.words).toContain('only-on-29');
    expect(byParts.words).toContain('bold7');
    expect(byParts.words).toContain('menu__link-last');
    expect(byParts.customProperties).toContain('--custom-12');
  });
});
