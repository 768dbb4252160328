import { join, posix, relative, resolve } from 'node:path';
import type { Root } from 'mdast';

import { parseMdxSourceByLine } from '../../plugins/mdx-source/parse';
import { frontMatterOf, type FrontMatter } from '../pages';
import type { At } from './mdx';
import type { Site } from './site';

/** A documentation page being checked. */
export type Page = {
  /** Its file inside the docs folder: `support.mdx`. */
  source: string;
  /** Its file's absolute path. */
  file: string;
  /** Its MDX source. */
  text: string;
  tree: Root;
  frontMatter: FrontMatter;
};

/** One thing a page does wrong: where, and what to write instead. */
export type Problem = At & { message: string };

/** A rule every page keeps. */
export type PageRule = {
  /** The name the lint prints, kebab-case. */
  name: string;
  /** The rule in one line, as CONTRIBUTING.md lists it. */
  description: string;
  check: (page: Page, site: Site) => Problem[];
};

/** The page a linted file is, or undefined for a file outside the docs (README.md) or a partial. */
export function pageOf(name: string, text: string, site: Site): Page | undefined {
  const file = resolve(site.siteDir, name);
  const source = relative(site.docsDir, file).split('\\').join('/');
  const inDocs = !source.startsWith('..') && /\.mdx?$/.test(source);
  if (!inDocs || posix.basename(source).startsWith('_')) return undefined;
  const tree = parseMdxSourceByLine(text, site.syntax);
  return { source, file, text, tree, frontMatter: frontMatterOf(text) };
}

/** The docs-folder path of a page a file link (`./onboarding.mdx`) on `page` names. */
export const linkedSource = (page: Page, target: string): string =>
  posix.normalize(posix.join(posix.dirname(page.source), decodeURI(target)));

/** The absolute path of a file under the static folder a root link (`/img/a.svg`) names. */
export const staticFileOf = (site: Site, target: string): string =>
  join(site.staticDir, decodeURI(target.slice(1)));
