/**
 * The documentation pages as a writer declares them: the sidebar orders them and each
 * page's front matter gives its id, path (`slug`), title (its h1), sidebar label and
 * description. Routes, the content tests and the benchmark all read the pages here, so
 * adding a page (its MDX file and its sidebar line) changes nothing in the code.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'js-yaml';

export type FrontMatter = Record<string, unknown>;

export type DocPage = {
  /** The doc id the sidebar uses: the front matter `id`, else the file's path without extension. */
  id: string;
  /** The MDX (or Markdown) file. */
  file: string;
  /** The file's path inside the docs folder, e.g. `support.mdx`. */
  source: string;
  /** Where the site serves it (the docs live at the site root). */
  path: string;
  title: string;
  sidebarLabel: string;
  description: string | undefined;
  frontMatter: FrontMatter;
};

type SidebarItem = string | { type: string; id?: string; items?: readonly SidebarItem[] };
export type Sidebars = Record<string, readonly SidebarItem[]>;

/** The doc ids of a sidebar, in reading order. */
function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if ((item.type === 'doc' || item.type === 'ref') && item.id) return [item.id];
    return item.items ? docIdsOf(item.items) : [];
  });
}

export function frontMatterOf(text: string): FrontMatter {
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const data: unknown = block ? load(block[1]) : null;
  return typeof data === 'object' && data !== null ? (data as FrontMatter) : {};
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [path] : [];
  });
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function readPage(docsDir: string, file: string): DocPage {
  const frontMatter = frontMatterOf(readFileSync(file, 'utf8'));
  const source = relative(docsDir, file).split('\\').join('/');
  const stem = source.replace(/\.mdx?$/, '');
  const title = text(frontMatter.title);
  if (!title) throw new Error(`${file} has no front matter title`);
  return {
    id: text(frontMatter.id) ?? stem,
    file,
    source,
    path: text(frontMatter.slug) ?? `/${stem.replace(/(^|\/)index$/, '')}`,
    title,
    sidebarLabel: text(frontMatter.sidebar_label) ?? title,
    description: text(frontMatter.description),
    frontMatter,
  };
}

/** The pages of a docs folder that its sidebars list, in sidebar order, each once. */
export function docPagesOf(docsDir: string, sidebars: Sidebars): DocPage[] {
  const byId = new Map(
    sourceFiles(docsDir).map((file) => {
      const page = readPage(docsDir, file);
      return [page.id, page] as const;
    }),
  );
  const ids = [...new Set(Object.values(sidebars).flatMap((items) => docIdsOf(items)))];
  return ids.map((id) => {
    const page = byId.get(id);
    if (!page) throw new Error(`The sidebar lists "${id}" but no file in ${docsDir} has that id`);
    return page;
  });
}
