/**
 * A new page is content only: the docs folder plus one MDX file
 * (tests/fixtures/new-page/faq.mdx) and its id at the end of the sidebar, as
 * CONTRIBUTING.md says, is read by the same code that lists the routes for the tests
 * and the benchmark, keeps every page rule (the lint prints nothing for it), and leaves
 * every page's facts true.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import sidebars from '../../sidebars';
import { docPagesOf } from '../../tools/pages';
import { repoRoot } from '../../tools/paths';
import { docPages } from '../../tools/routes';
import { siteAt } from '../../tools/page-rules/site';
import { pageFacts } from './content/facts';
import { pageRuleProblems } from './content/pageRuleProblems';

const newPageFile = join(repoRoot, 'tests/fixtures/new-page/faq.mdx');
const newId = 'faq';
const siteDir = mkdtempSync(join(tmpdir(), 'new-page-'));
const docsDir = join(siteDir, 'docs');
cpSync(join(repoRoot, 'docs'), docsDir, { recursive: true });
// The page replaces one of its id a writer may have added already (an FAQ of their own).
cpSync(newPageFile, join(docsDir, 'faq.mdx'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** The site's sidebars as they are, without a page of the new page's id. */
const before = Object.fromEntries(
  Object.entries(sidebars).map(([name, items]) => [
    name,
    items.filter((item: unknown) => item !== newId),
  ]),
) as typeof sidebars;
const pagesBefore = docPages.filter((page) => page.id !== newId);

/** Those sidebars with the new page's id added at the end of the first one. */
const [firstSidebar, ...otherSidebars] = Object.entries(before);
const withNewPage = Object.fromEntries([
  [firstSidebar[0], [...firstSidebar[1], newId]],
  ...otherSidebars,
]);

const pages = docPagesOf(docsDir, withNewPage);
const newPage = { 'docs/faq.mdx': readFileSync(join(docsDir, 'faq.mdx'), 'utf8') };

describe('a page added as CONTRIBUTING.md says', () => {
  it('is listed after the pages before it, at its slug, with its title as its h1', () => {
    expect(pages.map((page) => page.id)).toEqual([...pagesBefore.map((page) => page.id), newId]);
    const added = pages.at(-1);
    expect(added).toMatchObject({
      path: '/faq',
      title: 'Frequently asked questions',
      sidebarLabel: 'FAQ',
      source: 'faq.mdx',
    });
  });

  it('is not listed until the sidebar names it', () => {
    expect(docPagesOf(docsDir, before).map((page) => page.id)).toEqual(
      pagesBefore.map((page) => page.id),
    );
  });

  it('keeps every page rule: the lint prints nothing for it', async () => {
    expect(await pageRuleProblems(siteAt(siteDir, withNewPage), newPage)).toEqual([]);
  });

  it('leaves every page the facts name in place', () => {
    for (const id of Object.keys(pageFacts)) expect(pages.map((page) => page.id)).toContain(id);
  });

  it('is checked for real: on a site without the page it links to, the lint says so', async () => {
    const withoutSupportDir = mkdtempSync(join(tmpdir(), 'new-page-'));
    try {
      cpSync(siteDir, withoutSupportDir, { recursive: true });
      rmSync(join(withoutSupportDir, 'docs/support.mdx'));
      const [name, items] = Object.entries(withNewPage)[0];
      const withoutSupport = { [name]: items.filter((id) => id !== 'support') };
      expect(await pageRuleProblems(siteAt(withoutSupportDir, withoutSupport), newPage)).toEqual([
        'docs/faq.mdx:33:25  link-targets  links to ./support.mdx, which is no page of docs/: link a page of docs/ by its file (./page.mdx)',
        // The example links a page that is there.
        'docs/faq.mdx:33:1  next-step  the page ends without a link to where the reader goes next: end with a sentence that links a page, such as "Next, read [Introduction](./introduction.mdx)."',
      ]);
    } finally {
      rmSync(withoutSupportDir, { recursive: true, force: true });
    }
  });
});
