import { describe, expect, it } from 'vitest';

import { readPageTokens, type PageTokenReader } from '@site/plugins/build-steps/pageTokens';
import { pageSections, pageSectionsReader } from '@site/plugins/search/sections';
import { inlineScripts, inlineScriptsReader } from '@site/plugins/static-hosting/inlineScripts';

/** A doc page as the HTML minifier writes it: unquoted attributes, every end tag kept. */
const minified = `<!doctype html><html lang=en><head><title>Templates</title>
<script>document.documentElement.dataset.theme="dark"</script></head><body>
<nav class=navbar><a href=/>Home</a></nav><main><div class="theme-doc-markdown markdown">
<header><h1>Message templates</h1></header><p>Templates are approved by Meta.</p>
<h2 class=anchor id=kinds>Kinds<a href=#kinds class=hash-link>&#8203;</a></h2>
<ul><li>Marketing</li><li>Utility</li></ul><p>Pick one.</p>
<table><thead><tr><th>Field</th><th>Meaning</th></tr></thead>
<tbody><tr><td>name</td><td>What it is called</td></tr><tr><td>language</td><td>Its locale</td></tr></tbody></table>
<h3 id=limits>Limits</h3><p>Two hundred and fifty a day.</p>
</div></main><script>window.loaded=1</script></body></html>`;

/** The same page as another tool writes it: quoted attributes and the optional end tags left out. */
const optionalTagsLeftOut = `<!DOCTYPE html>
<html lang="en"><head><title>Templates</title>
<script>document.documentElement.dataset.theme="dark"</script><body>
<nav class="navbar"><a href="/">Home</a></nav><main><div class="theme-doc-markdown markdown">
<header><h1>Message templates</h1></header><p>Templates are approved by Meta.
<h2 class="anchor" id="kinds">Kinds<a href="#kinds" class="hash-link">&#x200B;</a></h2>
<ul><li>Marketing<li>Utility</ul><p>Pick one.
<table><thead><tr><th>Field<th>Meaning
<tbody><tr><td>name<td>What it is called<tr><td>language<td>Its locale</table>
<h3 id="limits">Limits</h3><p>Two hundred and fifty a day.
</div></main><script>window.loaded=1</script>`;

describe('reading a built page without its tree', () => {
  it('finds the same sections whether the optional end tags are written or left out', () => {
    const sections = pageSections(minified, '/templates');
    expect(sections.map(({ anchor, title, parent }) => [anchor, title, parent])).toEqual([
      ['', 'Message templates', undefined],
      ['kinds', 'Kinds', undefined],
      ['limits', 'Limits', 'Kinds'],
    ]);
    expect(sections[1]).toMatchObject({
      text: 'Marketing Utility Pick one. Field Meaning name What it is called language Its locale',
      terms: 'name language',
    });
    expect(pageSections(optionalTagsLeftOut, '/templates')).toEqual(sections);
  });

  it('finds the same inline scripts in either writing', () => {
    const scripts = ['document.documentElement.dataset.theme="dark"', 'window.loaded=1'];
    expect(inlineScripts(minified)).toEqual(scripts);
    expect(inlineScripts(optionalTagsLeftOut)).toEqual(scripts);
  });

  it('reads script text as the browser does: markup and references in it are text', () => {
    const html = `<body><script>if (a<b && c) document.write("<p>&amp;</p><!-- x -->")</script>
      <template><script>fromTemplate()</script></template>
      <svg><script>svg(&quot;decoded&quot;)</script><script/></svg>
      <noscript><script>neverRun()</script></noscript><style>p::before{content:"<script>"}</style></body>`;
    expect(inlineScripts(html)).toEqual([
      'if (a<b && c) document.write("<p>&amp;</p><!-- x -->")',
      'fromTemplate()',
      'svg("decoded")',
    ]);
  });

  it('counts a script the page never closes, up to the end', () => {
    expect(inlineScripts('<body><script>last()')).toEqual(['last()']);
  });

  it('reads the page title from a landing page without a Markdown body, and none from a page without <main>', () => {
    const landing = `<body><main><h1>ChitChatLabs</h1><p>Turning chats into tech</p></main></body>`;
    expect(pageSections(landing, '/')).toEqual([
      {
        url: '/',
        page: 'ChitChatLabs',
        anchor: '',
        title: 'ChitChatLabs',
        text: 'Turning chats into tech',
        code: '',
      },
    ]);
    expect(pageSections('<body><p>Nothing to find</p></body>', '/x')).toEqual([]);
  });

  it('gives a reader nothing of an element whose content it skips, and the end tag next, unless the same element opens inside it', () => {
    const seen: string[] = [];
    readPageTokens(
      `<body><nav class=menu><ul><li><a href=/a>A</a></ul></nav><p>After</p><NAV>upper<nav>inner</nav></NAV></body>`,
      {
        startTag: (tag) => seen.push(`<${tag.name}>`),
        endTag: (name) => seen.push(`</${name}>`),
        text: (text) => seen.push(text),
        skipsContent: (tag) => tag.name === 'nav',
      },
    );
    expect(seen).toEqual([
      '<body>',
      '<nav>',
      '</nav>',
      '<p>',
      'After',
      '</p>',
      '<nav>',
      'upper',
      '<nav>',
      '</nav>',
      '</nav>',
      '</body>',
    ]);
  });

  it('finds the same sections and scripts when it skips the navigation as when it reads every token', () => {
    const sidebar = Array.from(
      { length: 40 },
      (_, n) =>
        `<li class="menu__list-item"><a class="menu__link" href="/p${n}">Page ${n}</a></li>`,
    ).join('');
    const page = `<!DOCTYPE html><html lang="en"><head><title>Templates</title>
<script>document.documentElement.dataset.theme="dark"</script></head><body>
<nav class="navbar"><a href="/">Home</a><nav aria-label="inner"><a href="/b">B</a></nav></nav>
<aside><nav aria-label="Docs sidebar" class="menu"><ul>${sidebar}</ul>
<SCRIPT>window.sidebarReady=1</SCRIPT></nav></aside>
<main><div class="theme-doc-markdown markdown"><h1>Message templates</h1>
<p>Templates are approved by Meta.</p><nav class="pagination-nav"><a href="/n">Next</a></nav>
<h2 id="kinds">Kinds</h2><p>Marketing and utility.</p></div></main>
<footer class="footer"><nav><a href="/privacy">Privacy</a></nav><p>ChitChatLabs</p></footer>
<script>window.loaded=1</script></body></html>`;
    const read = (skip: boolean) => {
      const sections = pageSectionsReader('/templates');
      const scripts = inlineScriptsReader();
      const readers: PageTokenReader[] = [sections.reader, scripts.reader];
      readPageTokens(page, {
        startTag: (tag) => readers.forEach((reader) => reader.startTag?.(tag)),
        endTag: (name) => readers.forEach((reader) => reader.endTag?.(name)),
        text: (text) => readers.forEach((reader) => reader.text?.(text)),
        ...(skip && {
          skipsContent: (tag, content) =>
            readers.every((reader) => reader.skipsContent?.(tag, content)),
        }),
      });
      return { sections: sections.sections(), scripts: scripts.scripts() };
    };
    const everyToken = read(false);
    expect(everyToken.scripts).toEqual([
      'document.documentElement.dataset.theme="dark"',
      'window.sidebarReady=1',
      'window.loaded=1',
    ]);
    expect(everyToken.sections.map(({ title, text }) => [title, text])).toEqual([
      ['Message templates', 'Templates are approved by Meta.'],
      ['Kinds', 'Marketing and utility.'],
    ]);
    expect(read(true)).toEqual(everyToken);
    expect(inlineScripts(page)).toEqual(everyToken.scripts);
    expect(pageSections(page, '/templates')).toEqual(everyToken.sections);
  });
});
