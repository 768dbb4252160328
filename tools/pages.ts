/**
 * The documentation pages as a writer declares them: the sidebar orders them and each
 * page's front matter gives its id, path (`slug`), title (else its h1), sidebar label and
 * description, read as Docusaurus reads them. Routes, the content tests, the page rules and
 * the benchmark all read the pages here, so adding a page (its MDX file and its sidebar
 * line) changes nothing in the code.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { parseMarkdownContentTitle } from '@docusaurus/utils';
import { load } from 'js-yaml';

export type FrontMatter = Record<string, unknown>;

export type DocPage = {
  /** The doc id the sidebar uses: its folder, then the front matter `id` or the file's name. */
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

type SidebarItem =
  | string
  | {
      type: string;
      id?: string;
      label?: string;
      dirName?: string;
      items?: readonly SidebarItem[];
      link?: { type: string; id?: string; slug?: string };
    };
export type Sidebars = Record<string, readonly SidebarItem[]>;

export function frontMatterOf(text: string): FrontMatter {
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const data: unknown = block ? load(block[1]) : null;
  return typeof data === 'object' && data !== null ? (data as FrontMatter) : {};
}

/** The page's text after its front matter. */
const bodyOf = (text: string): string => text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : sourceFiles(path);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [path] : [];
  });
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Docusaurus's number prefixes (`01-intro` → `intro`), which it drops from ids and paths;
 * `3-0-messages` and `2021-11-…` look like a version or a date, and are kept.
 */
function unprefixed(name: string): string {
  if (/^\d+[-_.]\d+/.test(name)) return name;
  return /^\d+\s*[-_.]+\s*(?<rest>[^-_.\s].*)$/.exec(name)?.groups?.rest ?? name;
}

/** Folder names without their number prefixes: `01-guides/02-api` → `guides/api`. */
const unprefixedPath = (dir: string): string => dir.split('/').map(unprefixed).join('/');

/** `guides/index.mdx`, `guides/README.md` and `guides/guides.mdx` are the folder's own page. */
function isCategoryIndex(source: string): boolean {
  const parts = source.replace(/\.mdx?$/, '').split('/');
  const name = (parts.at(-1) ?? '').toLowerCase();
  return ['index', 'readme', (parts.at(-2) ?? '').toLowerCase()].includes(name);
}

/** A path with its `.` and `..` segments resolved, as a URL path: `/a/b/../c` → `/a/c`. */
const urlPath = (path: string): string => new URL(path, 'https://site.invalid').pathname;

/**
 * A doc as Docusaurus reads it: its id is its folder plus the front matter `id` (or the
 * file's name), its path the front matter `slug` (resolved from its folder unless it
 * starts with `/`) or its id's, and its title the front matter `title`, else its first
 * `# heading`, else its id's last part.
 */
function readPage(docsDir: string, file: string): DocPage {
  const content = readFileSync(file, 'utf8');
  const frontMatter = frontMatterOf(content);
  const source = relative(docsDir, file).split('\\').join('/');
  const dir = posix.dirname(source) === '.' ? '' : unprefixedPath(posix.dirname(source));
  const parsePrefixes = frontMatter.parse_number_prefixes !== false;
  const fileName = posix.basename(source).replace(/\.mdx?$/, '');
  const baseId = text(frontMatter.id) ?? (parsePrefixes ? unprefixed(fileName) : fileName);
  const dirPath = dir ? `/${dir}/` : '/';
  const slug = text(frontMatter.slug);
  const path = slug?.startsWith('/')
    ? slug
    : !slug && isCategoryIndex(source)
      ? dirPath
      : urlPath(`${dirPath}${slug ?? baseId}`);
  const title =
    text(frontMatter.title) ?? parseMarkdownContentTitle(bodyOf(content)).contentTitle ?? baseId;
  return {
    id: dir ? `${dir}/${baseId}` : baseId,
    file,
    source,
    path: path.length > 1 ? path.replace(/\/$/, '') : path,
    title,
    sidebarLabel: text(frontMatter.sidebar_label) ?? title,
    description: text(frontMatter.description),
    frontMatter,
  };
}

/** A docs folder's pages, and the files of it that could not be read, with why. */
export type DocsFolder = { pages: DocPage[]; unreadable: Map<string, string> };

/** Every page of a docs folder, whether a sidebar lists it or not (Docusaurus builds each). */
export function docsFolder(docsDir: string): DocsFolder {
  const pages: DocPage[] = [];
  const unreadable = new Map<string, string>();
  for (const file of sourceFiles(docsDir)) {
    try {
      pages.push(readPage(docsDir, file));
    } catch (error) {
      unreadable.set(file, error instanceof Error ? error.message : String(error));
    }
  }
  return { pages, unreadable };
}

/** The order an autogenerated sidebar gives a folder's pages: position, then file. */
function autogeneratedOrder(pages: readonly DocPage[]): DocPage[] {
  const position = (page: DocPage): number => {
    const written = page.frontMatter.sidebar_position;
    if (typeof written === 'number') return written;
    const prefix = /^(\d+)\s*[-_.]/.exec(posix.basename(page.source));
    return prefix && unprefixed(posix.basename(page.source)) !== posix.basename(page.source)
      ? Number(prefix[1])
      : Number.POSITIVE_INFINITY;
  };
  return [...pages].sort(
    (a, b) => position(a) - position(b) || a.source.localeCompare(b.source, 'en'),
  );
}

/** The doc ids of a sidebar, in reading order; an autogenerated item lists its folder's. */
function docIdsOf(items: readonly SidebarItem[], pages: readonly DocPage[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if ((item.type === 'doc' || item.type === 'ref') && item.id) return [item.id];
    if (item.type === 'autogenerated') {
      const dir = item.dirName === '.' || !item.dirName ? '' : `${item.dirName}/`;
      const inDir = pages.filter((page) => page.source.startsWith(dir));
      return autogeneratedOrder(inDir).map((page) => page.id);
    }
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...link, ...(item.items ? docIdsOf(item.items, pages) : [])];
  });
}

/** The ids of the pages the sidebars list, in sidebar order, each once. */
export const sidebarIdsOf = (sidebars: Sidebars, pages: readonly DocPage[]): string[] => [
  ...new Set(Object.values(sidebars).flatMap((items) => docIdsOf(items, pages))),
];

/** The pages of a docs folder that its sidebars list, in sidebar order, each once. */
export function docPagesOf(docsDir: string, sidebars: Sidebars): DocPage[] {
  const { pages, unreadable } = docsFolder(docsDir);
  const [failed] = unreadable;
  if (failed) throw new Error(`${failed[0]}: ${failed[1]}`);
  const byId = new Map(pages.map((page) => [page.id, page] as const));
  const ids = sidebarIdsOf(sidebars, pages);
  return ids.map((id) => {
    const page = byId.get(id);
    if (!page) throw new Error(`The sidebar lists "${id}" but no file in ${docsDir} has that id`);
    return page;
  });
}
