/**
 * A new page is content only: the docs folder plus one MDX file
 * (tests/fixtures/new-page/faq.mdx) and its id at the end of the sidebar, as
 * CONTRIBUTING.md says, is read by the same code that lists the routes for the tests
 * and the benchmark, keeps every page rule, and leaves every page's facts true.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import sidebars from '../../sidebars';
import { docPagesOf } from '../../tools/pages';
import { repoRoot } from '../../tools/paths';
import { docPages } from '../../tools/routes';
import { pageFacts } from './content/facts';
import { readDoc } from './content/mdx';
import { pageRules } from './content/pageRules';

const newPageFile = join(repoRoot, 'tests/fixtures/new-page/faq.mdx');
const siteDir = mkdtempSync(join(tmpdir(), 'new-page-'));
const docsDir = join(siteDir, 'docs');
cpSync(join(repoRoot, 'docs'), docsDir, { recursive: true });
cpSync(newPageFile, join(docsDir, 'faq.mdx'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** The site's sidebars with the new page's id added at the end of the first one. */
const [firstSidebar, ...otherSidebars] = Object.entries(sidebars);
const withNewPage = Object.fromEntries([
  [firstSidebar[0], [...firstSidebar[1], 'faq']],
  ...otherSidebars,
]);

const pages = docPagesOf(docsDir, withNewPage);
const docs = await Promise.all(pages.map(readDoc));

describe('a page added as CONTRIBUTING.md says', () => {
  it('is listed after the pages before it, at its slug, with its title as its h1', () => {
    expect(pages.map((page) => page.id)).toEqual([...docPages.map((page) => page.id), 'faq']);
    const added = pages.at(-1);
    expect(added).toMatchObject({
      path: '/faq',
      title: 'Frequently asked questions',
      sidebarLabel: 'FAQ',
      source: 'faq.mdx',
    });
  });

  it('is not listed until the sidebar names it', () => {
    expect(docPagesOf(docsDir, sidebars).map((page) => page.id)).toEqual(
      docPages.map((page) => page.id),
    );
  });

  const added = docs.at(-1);
  for (const rule of pageRules) {
    it(`keeps the page rule: ${rule.name}`, () => {
      expect(added?.id).toBe('faq');
      if (added) rule.check(added, docs);
    });
  }

  it('leaves every page the facts name in place', () => {
    for (const id of Object.keys(pageFacts)) expect(pages.map((page) => page.id)).toContain(id);
  });

  it('is checked for real: read on a site without the page it links to, a rule fails', () => {
    const linkRule = pageRules.find((rule) => rule.name.startsWith('links only'));
    const withoutSupport = docs.filter((doc) => doc.id !== 'support');
    expect(() => added && linkRule?.check(added, withoutSupport)).toThrow(/support\.mdx/);
  });
});
