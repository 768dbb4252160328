/**
 * The rules every documentation page keeps, whatever it says: one h1 (its title), a
 * one-sentence summary that is its description, sections with fixed ids, links that
 * lead somewhere, labelled code, local video posters, fake phone numbers, no claim
 * without a fact, and request samples in synced cURL, JavaScript and Python tabs.
 * content.test.ts runs them on every page the sidebar lists; new-page.test.ts shows
 * they accept a new page as CONTRIBUTING.md describes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';

import { openapiDownloads } from '../../../plugins/openapi';
import { allowedPhoneNumbers, unsupportedClaims } from './facts';
import {
  codeBlocks,
  headings,
  lastBlock,
  links,
  staticDir,
  summary,
  tabsBlocks,
  type Doc,
  type TabsBlock,
} from './mdx';

/** The environment a page tells the reader to set before running its samples. */
export const envOf = (doc: Doc): Record<string, string> =>
  Object.fromEntries(
    codeBlocks(doc)
      .flatMap((block) => [...block.code.matchAll(/^export (\w+)='([^']*)'$/gm)])
      .map((m) => [m[1], m[2]]),
  );

/** The request samples of a page: its tab groups that hold a curl command. */
export const sampleGroups = (doc: Doc): TabsBlock[] =>
  tabsBlocks(doc).filter((block) => block.items.some((item) => item.value === 'curl'));

export const sampleOf = (block: TabsBlock, value: string): string =>
  block.items.find((item) => item.value === value)?.code[0]?.code ?? '';

/** A rule checks one page against the site's pages; it fails through `expect`. */
export type PageRule = { name: string; check: (doc: Doc, site: readonly Doc[]) => void };

export const pageRules: readonly PageRule[] = [
  {
    name: 'has one h1, its front matter title',
    check: (doc) => {
      const h1s = headings(doc).filter((h) => h.level === 1);
      expect(h1s.map((h) => h.text)).toEqual([doc.page.title]);
    },
  },
  {
    name: 'opens with a one-sentence summary that is also its meta description',
    check: (doc) => {
      const description = String(doc.frontMatter.description);
      expect(description).toMatch(/^[A-Z].*\.$/);
      expect(description.match(/\. /g), 'one sentence').toBeNull();
      expect(summary(doc)).toBe(description);
    },
  },
  {
    name: 'has h2 sections and h3 steps only, each with a unique explicit id',
    check: (doc) => {
      const sections = headings(doc).filter((h) => h.level > 1);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      for (const heading of sections) {
        expect(heading.level, heading.text).toBeLessThanOrEqual(3);
        expect(heading.id, `explicit id on "${heading.text}"`).toMatch(/^[a-z0-9-]+$/);
      }
      const ids = sections.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  },
  {
    name: 'links only to pages, anchors and files that exist',
    check: (doc, site) => {
      for (const link of links(doc)) {
        const where = `${doc.page.source}:${link.line} ${link.href}`;
        if (/^(https:|mailto:|tel:)/.test(link.href)) continue;
        if (link.href.startsWith('pathname://')) {
          const built: string[] = Object.values(openapiDownloads);
          expect(built, `${where}: a file the build writes`).toContain(link.href.slice(11));
          continue;
        }
        if (link.href.startsWith('/')) {
          expect(existsSync(`${staticDir}${link.href.slice(1)}`), where).toBe(true);
          continue;
        }
        const match = /^(?:\.\/([\w/-]+\.mdx?))?(?:#([\w-]+))?$/.exec(link.href);
        expect(match, `${where}: use ./page.mdx or #anchor`).not.toBeNull();
        const target = match?.[1] ? site.find((other) => other.page.source === match[1]) : doc;
        expect(target, `${where}: a page the sidebar lists`).toBeDefined();
        if (target && match?.[2])
          expect(
            headings(target).map((h) => h.id),
            where,
          ).toContain(match[2]);
      }
    },
  },
  {
    name: 'ends with a link to where the reader goes next',
    check: (doc) => {
      const next = links(lastBlock(doc)).map((link) => link.href);
      expect(
        next.some((href) => /^\.\/[\w/-]+\.mdx?$/.test(href)),
        next.join(' '),
      ).toBe(true);
    },
  },
  {
    name: 'labels every code block with a language, and its JSON parses',
    check: (doc) => {
      for (const block of codeBlocks(doc)) {
        expect(block.lang, `code block on line ${block.line}`).not.toBe('');
        if (block.lang === 'json') expect(() => JSON.parse(block.code)).not.toThrow();
      }
    },
  },
  {
    name: 'shows an example file exactly as the file it links to for download',
    check: (doc) => {
      for (const href of links(doc).map((link) => link.href)) {
        const file = /^\/examples\/[\w-]+\.(\w+)$/.exec(href);
        if (!file) continue;
        const shown = codeBlocks(doc).filter((block) => block.lang === file[1]);
        for (const block of shown)
          expect(`${block.code}\n`, href).toBe(
            readFileSync(`${staticDir}${href.slice(1)}`, 'utf8'),
          );
      }
    },
  },
  {
    name: 'shows a video as a local poster that links to YouTube, never an embed',
    check: (doc) => {
      expect(doc.source).not.toMatch(/<iframe|youtube\.com\/embed|youtube-nocookie/);
      for (const match of doc.source.matchAll(/<VideoWalkthrough\b[^>]*>/g)) {
        const poster = /poster="([^"]+)"/.exec(match[0])?.[1] ?? '';
        expect(poster).toMatch(/^\/img\/[\w-]+\.svg$/);
        expect(existsSync(`${staticDir}${poster.slice(1)}`), poster).toBe(true);
      }
    },
  },
  {
    name: 'uses obviously fake phone numbers only, besides the support line',
    check: (doc) => {
      for (const number of doc.source.match(/\b\d{10,}\b/g) ?? [])
        expect(number).toMatch(allowedPhoneNumbers);
    },
  },
  {
    name: 'makes none of the claims that no fact supports',
    check: (doc) => {
      for (const claim of unsupportedClaims) expect(doc.source).not.toMatch(claim);
    },
  },
  {
    name: 'gives each request sample in cURL, JavaScript and Python tabs, synced across the page',
    check: (doc) => {
      for (const block of sampleGroups(doc)) {
        expect(block.groupId, block.section).toBe('language');
        expect(
          block.items.map((item) => [item.value, item.label, item.code.map((c) => c.lang)]),
          block.section,
        ).toEqual([
          ['curl', 'cURL', ['bash']],
          ['js', 'JavaScript', ['js']],
          ['python', 'Python', ['python']],
        ]);
      }
    },
  },
];
