import type { Program } from 'estree-jsx';
import type { Heading, List, ListItem, PhrasingContent, Root } from 'mdast';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';

import { leftOutAt, type ReportLeftOut } from './leftOut';
import { valueOf, type PageValues, type TocItem } from './pageValues';
import { forEachOfType, replaceAll, type JsxElement } from './mdast';
import { withoutHeadingId } from './tidy';

/** The heading levels a table of contents lists, h2 and h3 unless the site says otherwise. */
export type TocLevels = { minHeadingLevel: number; maxHeadingLevel: number };

export const defaultTocLevels: TocLevels = { minHeadingLevel: 2, maxHeadingLevel: 3 };

export type TocEntry = { depth: number; id: string; content: PhrasingContent[] };

/**
 * The id an MDX comment at a heading's end gives it (`## Usage {/* #usage *\/}`), as
 * Docusaurus reads it: one comment alone in the braces, its first word after a `#`.
 */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  const program = last.data?.estree;
  const comments = program?.comments ?? [];
  if (!program || program.body.length > 0 || comments.length !== 1) return undefined;
  const first = comments[0]?.value.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** The heading's id and words: its comment id, its `{#id}`, or the slug of its words. */
function idAndWords(
  heading: Heading,
  slug: (words: string) => string,
): { id: string; words: string; content: PhrasingContent[] } {
  const fromComment = commentId(heading);
  if (fromComment !== undefined) {
    const content = structuredClone(heading.children.slice(0, -1));
    const last = content.at(-1);
    if (last?.type === 'text') last.value = last.value.trimEnd();
    return { id: fromComment, words: toString(content), content };
  }
  const { text, id } = parseMarkdownHeadingId(toString(heading));
  return { id: id ?? slug(text), words: text, content: withoutHeadingId(heading.children) };
}

/**
 * The page's table of contents as Docusaurus makes it: every heading below the h1,
 * in order, with its fixed id or the id the words give it (the same slugger).
 */
export function tocEntries(tree: Root): TocEntry[] {
  const slugger = createSlugger();
  const entries: TocEntry[] = [];
  forEachOfType(tree, ['heading'], (heading: Heading) => {
    const { id, words, content } = idAndWords(heading, (text) => slugger.slug(text));
    if (heading.depth > 1 && words !== '') entries.push({ depth: heading.depth, id, content });
  });
  return entries;
}

/** The entries within the levels, each nested under the nearest shallower one before it. */
function tocList(entries: readonly TocEntry[], levels: TocLevels): List {
  const root: List = { type: 'list', ordered: false, spread: false, children: [] };
  const open: { depth: number; item: ListItem }[] = [];
  const shown = entries.filter(
    (entry) => entry.depth >= levels.minHeadingLevel && entry.depth <= levels.maxHeadingLevel,
  );
  for (const entry of shown) {
    while ((open.at(-1)?.depth ?? 0) >= entry.depth) open.pop();
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: `#${entry.id}`, children: entry.content }],
        },
      ],
    };
    const parent = open.at(-1)?.item;
    if (!parent) root.children.push(item);
    else {
      const sublist = parent.children.find((child): child is List => child.type === 'list');
      if (sublist) sublist.children.push(item);
      else parent.children.push({ type: 'list', ordered: false, spread: false, children: [item] });
    }
    open.push({ depth: entry.depth, item });
  }
  return root;
}

/** A level prop: `maxHeadingLevel={4}` or `maxHeadingLevel="4"`. */
function levelProp(element: JsxElement, name: string): number | undefined {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  const value = attribute?.value;
  const written = typeof value === 'string' ? value : value?.value;
  const level = Number(written);
  return written !== undefined && Number.isInteger(level) ? level : undefined;
}

/**
 * The headings `toc={…}` lists: the page's own for `{toc}`, or the ones an expression
 * makes of it (`toc.filter((node) => node.level === 2)`, `[toc[2], toc[4]]`), worked out
 * with the page's values as the page's own run would; undefined when it cannot be.
 */
function listedEntries(
  element: JsxElement,
  entries: readonly TocEntry[],
  values: PageValues,
): readonly TocEntry[] | undefined {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'toc',
  );
  const written = attribute?.value;
  if (typeof written !== 'object' || !written) return undefined;
  if (written.value.trim() === 'toc') return entries;
  const listed = valueOf(written.data?.estree as Program | undefined, values);
  if (!Array.isArray(listed)) return undefined;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const chosen = (listed as unknown[]).map((item) =>
    typeof item === 'object' && item !== null
      ? byId.get((item as Partial<TocItem>).id ?? '')
      : undefined,
  );
  return chosen.every((entry) => entry !== undefined) ? chosen : undefined;
}

/**
 * `<TOCInline toc={toc} />` → the list of the page's headings it shows, between its
 * `minHeadingLevel` and `maxHeadingLevel` (the site's table-of-contents levels unless
 * given), each a link to its heading; a `toc` made from the page's (filtered, picked) the
 * same way. Runs before anything changes the headings.
 */
export function inlineTocsToLists(
  tree: Root,
  siteLevels: TocLevels,
  report: ReportLeftOut,
  values: PageValues = {},
): void {
  const entries = tocEntries(tree);
  replaceAll(tree, ['mdxJsxFlowElement'], (element) => {
    if (element.name !== 'TOCInline') return [element];
    const listed = listedEntries(element, entries, values);
    if (!listed) {
      report(leftOutAt(element, '<TOCInline> with a toc the build cannot work out'));
      return [];
    }
    const levels = {
      minHeadingLevel: levelProp(element, 'minHeadingLevel') ?? siteLevels.minHeadingLevel,
      maxHeadingLevel: levelProp(element, 'maxHeadingLevel') ?? siteLevels.maxHeadingLevel,
    };
    const list = tocList(listed, levels);
    return list.children.length > 0 ? [list] : [];
  });
}
