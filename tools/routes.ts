/**
 * The site's routes, for tests and the benchmark, read from where a writer declares
 * them: the sidebar (sidebars.ts) orders the doc pages, and each page's front matter
 * gives its path (`slug`), its h1 (`title`) and its sidebar label. Adding a page means
 * writing the page and its sidebar entry; nothing here changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

import sidebars from '../sidebars';
import { repoRoot } from './paths';

export type Route = { path: string; h1: string };
export type DocRoute = Route & { id: string; sidebarLabel: string };

type SidebarItem = string | { type: string; id?: string; items?: SidebarItem[] };

function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    return item.items ? docIdsOf(item.items) : [];
  });
}

type FrontMatter = { title?: unknown; slug?: unknown; sidebar_label?: unknown };

function frontMatterOf(file: string): FrontMatter {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'));
  const data = block ? load(block[1]) : null;
  return typeof data === 'object' && data !== null ? data : {};
}

function docRoute(id: string): DocRoute {
  const file = ['mdx', 'md']
    .map((extension) => join(repoRoot, 'docs', `${id}.${extension}`))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`The sidebar lists "${id}" but docs/${id}.mdx does not exist`);
  const { title, slug, sidebar_label: label } = frontMatterOf(file);
  if (typeof title !== 'string') throw new Error(`${file} has no front matter title`);
  // The docs are served at the site root (routeBasePath '/').
  const path = typeof slug === 'string' ? slug : `/${id}`;
  return { id, path, h1: title, sidebarLabel: typeof label === 'string' ? label : title };
}

/** The doc pages, in sidebar order. */
export const docRoutes: readonly DocRoute[] = Object.values(sidebars).flatMap((items) =>
  docIdsOf(items).map(docRoute),
);

/** The landing page (src/pages/index.tsx): its h1 is the site's name. */
export const landingRoute: Route = { path: '/', h1: 'ChitChatLabs' };

/** Every page the site serves, the landing page first. */
export const allRoutes: readonly Route[] = [landingRoute, ...docRoutes];

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
