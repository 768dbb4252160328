/** The rules for where a page sends its reader: every link leads somewhere, and the last one on. */
import { existsSync, statSync } from 'node:fs';
import { posix } from 'node:path';

import type { DocPage } from '../pages';
import { atOf, links, type Link } from './mdx';
import { linkedSource, staticFileOf, type Page, type PageRule } from './page';
import { headingIdsIn, headingIdsOf, type Site } from './site';

/** A URL path without its trailing slash, as the pages' paths are written. */
const trimmed = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * A page of the site a link names: by its file (`./support.mdx`), by its path
 * (`/support`), or by a path relative to this page's (`../guides/`), as Docusaurus and
 * the browser resolve them.
 */
function linkedPage(page: Page, site: Site, target: string): DocPage | undefined {
  const byPath = (path: string): DocPage | undefined =>
    site.pages.find((candidate) => candidate.path === trimmed(path));
  if (target.startsWith('/')) return byPath(target);
  if (/\.mdx?$/.test(target)) {
    const source = linkedSource(page, target);
    return site.pages.find((candidate) => candidate.source === source);
  }
  const here = site.pages.find((candidate) => candidate.file === page.file)?.path;
  if (!here || /^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  return byPath(new URL(target, `https://site.invalid${here}`).pathname);
}

function missingHeading(
  href: string,
  where: string,
  ids: ReadonlySet<string>,
  anchor: string,
): string {
  const choices = [...ids].map((id) => `#${id}`).join(', ');
  return `links to ${href}, but ${where} has no heading {#${anchor}}: link one of its headings' ids (${choices})`;
}

const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();

/** What is wrong with a link, and what to write instead; undefined when it leads somewhere. */
function linkProblem(link: Link, page: Page, site: Site): string | undefined {
  const { href } = link;
  if (/^(https:|mailto:|tel:)/.test(href)) return undefined;
  if (href.startsWith('http:'))
    return `links to ${href} over plain http: write https://${href.slice(7)}`;
  if (href.startsWith('pathname://')) {
    if (site.builtFiles.includes(href.slice('pathname://'.length))) return undefined;
    const built = site.builtFiles.map((file) => `pathname://${file}`).join(', ');
    return `links to ${href}, a file the build does not write: link one it writes (${built})`;
  }
  const hashAt = href.indexOf('#');
  const target = hashAt === -1 ? href : href.slice(0, hashAt);
  const anchor = hashAt === -1 ? '' : href.slice(hashAt + 1);
  if (target === '') {
    const ids = headingIdsIn(page.tree);
    return ids.has(anchor) ? undefined : missingHeading(href, 'this page', ids, anchor);
  }
  const linked = linkedPage(page, site, target);
  if (linked) {
    const ids = headingIdsOf(linked.file, site.syntax);
    return anchor === '' || ids.has(anchor)
      ? undefined
      : missingHeading(href, linked.source, ids, anchor);
  }
  if (target.startsWith('/')) {
    if (site.otherRoutes.includes(trimmed(target)) || isFile(staticFileOf(site, target)))
      return undefined;
    return `links to ${target}, which is no page or file of the site: link a page by its path (such as ${site.pages[0]?.path ?? '/introduction'}) or its file (./page.mdx), or a file in static/`;
  }
  if (/\.mdx?$/.test(target)) {
    return `links to ${target}, which is no page of docs/: link a page of docs/ by its file (./page.mdx)`;
  }
  return `links to ${href}, an address relative to this page's: write the page's file (./page.mdx) or its path from the site's root (/page)`;
}

const linkTargets: PageRule = {
  name: 'link-targets',
  description:
    'Every link leads somewhere: a page by its file (`./support.mdx`) or path (`/support`), a heading by its id (`#contact`), a file in `static/`, or an `https:`, `mailto:` or `tel:` address.',
  check: (page, site) =>
    links(page.tree).flatMap((link) => {
      const message = linkProblem(link, page, site);
      return message ? [{ ...link, message }] : [];
    }),
};

/** A sentence that links a page of the site from this one, for a writer to paste. */
function nextStepExample(page: Page, site: Site): string {
  const support = site.pages.find((candidate) => candidate.source === 'support.mdx');
  const next = support ?? site.pages.find((candidate) => candidate.file !== page.file);
  if (!next) return 'a sentence that links a page';
  let link = posix.relative(posix.dirname(page.source), next.source);
  if (!link.startsWith('.')) link = `./${link}`;
  return support
    ? `"If you still need help, [contact Support](${link})."`
    : `"Next, read [${next.title}](${link})."`;
}

const nextStep: PageRule = {
  name: 'next-step',
  description: 'The page ends with a link to the page the reader goes to next.',
  check: (page, site) => {
    const last = page.tree.children.at(-1);
    if (!last) return [];
    const leadsOn = links([last]).some((link) => {
      const target = link.href.split('#')[0] ?? '';
      return linkedPage(page, site, target) !== undefined;
    });
    if (leadsOn) return [];
    return [
      {
        ...atOf(last),
        message: `the page ends without a link to where the reader goes next: end with a sentence that links a page, such as ${nextStepExample(page, site)}`,
      },
    ];
  },
};

export const linkRules: readonly PageRule[] = [linkTargets, nextStep];
