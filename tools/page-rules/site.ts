/**
 * The site a page's links are checked against: its doc pages (the sidebar's, at the
 * paths their front matter gives), the landing page, the files in static/ and the
 * files the build writes, and the fixed heading ids of each page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

import { parseMdxSource } from '../../plugins/mdx-source/parse';
import { openapiDownloads } from '../../plugins/openapi';
import sidebars from '../../sidebars';
import { docPagesOf, type DocPage, type Sidebars } from '../pages';
import { headingOf } from './mdx';

/** The repository, found from this file, so the lint checks the same site from any folder. */
const repository = fileURLToPath(new URL('../..', import.meta.url));

export type Site = {
  /** The folder the linted files' names are relative to (the repository). */
  siteDir: string;
  /** The folder of the doc pages. */
  docsDir: string;
  /** The doc pages the sidebar lists, with their paths. */
  pages: readonly DocPage[];
  /** Routes besides the doc pages: the landing page. */
  otherRoutes: readonly string[];
  /** The folder served as it is, at the site's root. */
  staticDir: string;
  /** Files the build writes, linked as `pathname:///file`. */
  builtFiles: readonly string[];
};

/** A site of the docs in `siteDir/docs` that these sidebars list, with the repository's static files. */
export function siteAt(siteDir: string, siteSidebars: Sidebars): Site {
  const docsDir = join(siteDir, 'docs');
  return {
    siteDir,
    docsDir,
    pages: docPagesOf(docsDir, siteSidebars),
    // The landing page (src/pages/index.tsx).
    otherRoutes: ['/'],
    staticDir: join(repository, 'static'),
    builtFiles: Object.values(openapiDownloads),
  };
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
export function headingIdsOf(file: string): ReadonlySet<string> {
  const ids = idsByFile.get(file) ?? headingIdsIn(parseMdxSource(readFileSync(file, 'utf8')));
  idsByFile.set(file, ids);
  return ids;
}
