/**
 * The site a page's links are checked against: its doc pages (every page of the docs
 * folder, at the paths Docusaurus gives them), the landing page and the sidebars'
 * generated category pages, the files in static/ and the files the build writes, and
 * the fixed heading ids of each page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import type { PluggableList } from 'unified';
import { createSlugger } from '@docusaurus/utils';
import { visit } from 'unist-util-visit';

import { parseMdxSource } from '../../plugins/mdx-source/parse';
import { openapiDownloads } from '../../plugins/openapi';
import sidebars from '../../sidebars';
import { docsFolder, sidebarIdsOf, type DocPage, type Sidebars } from '../pages';
import { headingOf } from './mdx';

/** The repository, found from this file, so the lint checks the same site from any folder. */
const repository = fileURLToPath(new URL('../..', import.meta.url));

export type Site = {
  /** The folder the linted files' names are relative to (the repository). */
  siteDir: string;
  /** The folder of the doc pages. */
  docsDir: string;
  /** Every doc page of the docs folder, with its path. */
  pages: readonly DocPage[];
  /** The files of the docs folder that could not be read as pages, with why. */
  unreadable: ReadonlyMap<string, string>;
  /** Routes besides the doc pages: the landing page, the generated category pages. */
  otherRoutes: readonly string[];
  /** The folder served as it is, at the site's root. */
  staticDir: string;
  /** Files the build writes, linked as `pathname:///file`. */
  builtFiles: readonly string[];
  /** Remark plugins the site adds that change what a page's source means (remark-math). */
  syntax: PluggableList;
};

/**
 * A site of the docs in `docsDir` (`siteDir/docs`) that these sidebars list, with the
 * repository's static files; linted files are named from `siteDir`.
 */
export function siteAt(
  siteDir: string,
  siteSidebars: Sidebars,
  docsDir = join(siteDir, 'docs'),
  syntax: PluggableList = [],
): Site {
  const { pages, unreadable } = docsFolder(docsDir);
  // The sidebars' pages first, in their order (a message names the first as an example).
  const order = sidebarIdsOf(siteSidebars, pages);
  const rank = (page: DocPage): number =>
    order.includes(page.id) ? order.indexOf(page.id) : order.length;
  return {
    siteDir,
    docsDir,
    pages: [...pages].sort((a, b) => rank(a) - rank(b)),
    unreadable,
    // The landing page (src/pages/index.tsx).
    otherRoutes: ['/', ...generatedIndexRoutes(Object.values(siteSidebars).flat())],
    staticDir: join(repository, 'static'),
    builtFiles: Object.values(openapiDownloads),
    syntax,
  };
}

type SidebarEntry = Sidebars[string][number];

/** The paths of the categories' generated index pages: their `slug`, or `/category/<label>`. */
function generatedIndexRoutes(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [];
    const { link, label = '' } = item;
    const own =
      link?.type === 'generated-index'
        ? [link.slug ?? `/category/${createSlugger().slug(label)}`]
        : [];
    return [...own, ...generatedIndexRoutes(item.items ?? [])];
  });
}

/** The repository's own site, read when the first page is checked. */
export const repositorySite = (): Site => siteAt(repository, sidebars);

const idsByFile = new Map<string, ReadonlySet<string>>();

/** The fixed ids (`{#id}`) of every heading of a page, nested ones too. */
export function headingIdsIn(tree: Root): ReadonlySet<string> {
  const ids = new Set<string>();
  visit(tree, 'heading', (heading) => {
    const { id } = headingOf(heading);
    if (id) ids.add(id);
  });
  return ids;
}

/** The fixed heading ids of a page's file, read once. */
export function headingIdsOf(file: string, syntax: PluggableList = []): ReadonlySet<string> {
  const ids =
    idsByFile.get(file) ?? headingIdsIn(parseMdxSource(readFileSync(file, 'utf8'), syntax));
  idsByFile.set(file, ids);
  return ids;
}
