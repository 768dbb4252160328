/**
 * The site's routes, for tests and the benchmark, read from where a writer declares
 * them (tools/pages.ts): the sidebar orders the doc pages, and each page's front
 * matter gives its path and its h1. Adding a page means writing the page and its
 * sidebar entry; nothing here changes.
 */
import { join } from 'node:path';

import sidebars from '../sidebars';
import { site } from '../src/site';
import { docPagesOf, type DocPage } from './pages';
import { repoRoot } from './paths';

export type Route = { path: string; h1: string };
export type DocRoute = Route & { id: string; sidebarLabel: string };

/** The site's doc pages, in sidebar order. */
export const docPages: readonly DocPage[] = docPagesOf(join(repoRoot, 'docs'), sidebars);

/** The doc pages' routes, in sidebar order; a page's h1 is its front matter title. */
export const docRoutes: readonly DocRoute[] = docPages.map(({ id, path, title, sidebarLabel }) => ({
  id,
  path,
  h1: title,
  sidebarLabel,
}));

/** The landing page (src/pages/index.tsx): its hero's h1 is the site's name. */
export const landingRoute: Route = { path: '/', h1: site.name };

/** Every page the site serves, the landing page first. */
export const allRoutes: readonly Route[] = [landingRoute, ...docRoutes];

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
