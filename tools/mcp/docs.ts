import { groupResults } from '../../plugins/search/client/groupResults';
import { createShardedEngine, type ShardedEngine } from '../../plugins/search/client/shardedEngine';
import { sectionSnippet } from '../../plugins/search/client/snippet';
import { recordHref, searchIndexFile, type SearchIndexEntry } from '../../plugins/search/records';
import type { DocsSource } from './source';

/** A query longer than this is not a search (a pasted page, say): it is refused. */
export const longestQuery = 200;

/** What a tool answers: its text, and whether it is an error the agent should read as one. */
export type ToolAnswer = { text: string; isError?: boolean };

const error = (text: string): ToolAnswer => ({ text, isError: true });

/** One page that matched: where it is, its copy, and its best sections with a snippet each. */
export type PageMatch = {
  title: string;
  url: string;
  markdown: string;
  sections: { title: string; url: string; snippet: string }[];
};

/**
 * Search and pages of one site, answering from `source`: the search uses the site's own
 * prebuilt index and the search dialog's engine and ranking, so an agent gets what a
 * reader gets in the dialog; a page is its Markdown copy.
 */
export function docsOf(source: DocsSource) {
  let engine: Promise<ShardedEngine> | undefined;
  const readJson = async <T>(file: string): Promise<T> => {
    const text = await source.read(file);
    if (text === undefined) throw new Error(`${source.name} has no ${file}: is it a built site?`);
    return JSON.parse(text) as T;
  };
  const loadEngine = (): Promise<ShardedEngine> => {
    engine ??= readJson<SearchIndexEntry>(searchIndexFile).then(
      (entry) => createShardedEngine(entry, entry.dir, readJson),
      (failure: unknown) => {
        engine = undefined;
        throw failure;
      },
    );
    return engine;
  };

  async function search(query: string): Promise<PageMatch[] | ToolAnswer> {
    const words = query.trim();
    if (words === '') return error('The query is empty: give the words to search for.');
    if (words.length > longestQuery)
      return error(
        `The query is ${words.length} characters long; a search takes at most ${longestQuery}. Give a few words.`,
      );
    const { hits } = await (await loadEngine()).search(words);
    return groupResults(hits).map((group) => ({
      title: group.page,
      url: group.url,
      markdown: markdownPathOf(group.url),
      sections: group.hits.map(({ record, terms }) => ({
        title: record.title,
        url: recordHref(record),
        snippet: sectionSnippet(record, terms)
          .map((segment) => segment.text)
          .join(''),
      })),
    }));
  }

  async function page(address: string): Promise<ToolAnswer> {
    const path = pagePathOf(address);
    if (path === undefined)
      return error(`"${address}" is not a page's path: give one such as /introduction.`);
    // A page at a folder's address (`/guides/`) has its copy in the folder.
    const markdown =
      (await source.read(markdownPathOf(path).slice(1))) ??
      (path === '/' ? undefined : await source.read(`${path.slice(1)}/index.md`));
    if (markdown === undefined)
      return error(
        `${source.name} has no page at ${path}. search_docs finds pages; llms.txt lists them all.`,
      );
    return { text: markdown };
  }

  return { search, page };
}

/** A page's path from what an agent may give: `/a`, `a`, `/a.md`, `/a/`, `https://site/a#b`. */
export function pagePathOf(address: string): string | undefined {
  const trimmed = address.trim();
  if (trimmed === '' || trimmed.length > 500) return undefined;
  let pathname: string;
  try {
    pathname = new URL(trimmed, 'http://site.invalid/').pathname;
  } catch {
    return undefined;
  }
  if (pathname.split('/').includes('..') || /%2e|%2f|\\/i.test(pathname)) return undefined;
  const path = pathname.replace(/(\/index)?\.md$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Where a page's Markdown copy is: `/a` → `/a.md`, `/` → `/index.md`. */
export const markdownPathOf = (path: string): string =>
  path === '/' ? '/index.md' : `${path.replace(/\/$/, '')}.md`;
