import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Reads the documentation sources the way a reviewer would: front matter, headings, code, links, tables. */

const repoRoot = resolve(import.meta.dirname, '../../..');
export const docsDir = `${repoRoot}/docs/`;
export const staticDir = `${repoRoot}/static/`;

export const docIds = [
  'introduction',
  'onboarding',
  '3-0-messages',
  '3-1-messages',
  'support',
] as const;
export type DocId = (typeof docIds)[number];

export type Heading = { level: number; text: string; id: string | undefined; line: number };
export type CodeBlock = { lang: string; title: string | undefined; code: string; line: number };
export type Link = { text: string; href: string; line: number };
export type TabItem = { value: string; label: string; code: CodeBlock[] };
export type TabsBlock = {
  groupId: string | undefined;
  items: TabItem[];
  section: string | undefined;
};

export type Doc = {
  id: DocId;
  source: string;
  frontMatter: Record<string, string>;
  /** The lines after the front matter, with code fences still in place. */
  lines: string[];
  /** Line number (1-based, in the whole file) of `lines[0]`. */
  firstLine: number;
};

export function readDoc(id: DocId): Doc {
  const source = readFileSync(`${docsDir}${id}.mdx`, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error(`${id}.mdx has no front matter`);
  const frontMatter: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const field = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`${id}.mdx: cannot read front matter line "${line}"`);
    frontMatter[field[1]] = unquote(field[2].trim());
  }
  const frontMatterLines = match[0].split('\n').length - 1;
  return {
    id,
    source,
    frontMatter,
    lines: source.slice(match[0].length).split('\n'),
    firstLine: frontMatterLines + 1,
  };
}

function unquote(value: string): string {
  const quoted = /^(['"])(.*)\1$/.exec(value);
  return quoted ? quoted[2] : value;
}

const fence = /^```(\S*)\s*(.*)$/;

/** Each line of the body outside code fences, with its line number. */
function proseLines(doc: Doc): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let inFence = false;
  doc.lines.forEach((text, index) => {
    if (fence.test(text)) inFence = !inFence;
    else if (!inFence) out.push({ text, line: doc.firstLine + index });
  });
  return out;
}

export function headings(doc: Doc): Heading[] {
  return proseLines(doc).flatMap(({ text, line }) => {
    const match = /^(#{1,6})\s+(.*?)(?:\s+\{#([\w-]+)\})?\s*$/.exec(text);
    return match ? [{ level: match[1].length, text: match[2], id: match[3], line }] : [];
  });
}

export function codeBlocks(doc: Doc): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: { lang: string; title: string | undefined; line: number; body: string[] } | undefined;
  doc.lines.forEach((text, index) => {
    const match = fence.exec(text);
    if (open) {
      if (text === '```') {
        blocks.push({
          lang: open.lang,
          title: open.title,
          code: open.body.join('\n'),
          line: open.line,
        });
        open = undefined;
      } else open.body.push(text);
    } else if (match) {
      const title = /title="([^"]*)"/.exec(match[2])?.[1];
      open = { lang: match[1], title, line: doc.firstLine + index, body: [] };
    }
  });
  if (open) throw new Error(`${doc.id}.mdx: code fence opened on line ${open.line} never closes`);
  return blocks;
}

export function links(doc: Doc): Link[] {
  return proseLines(doc).flatMap(({ text, line }) =>
    [...text.matchAll(/(?<!!)\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => ({
      text: m[1],
      href: m[2],
      line,
    })),
  );
}

/** The first paragraph after the h1: the page's one-sentence summary. */
export function summary(doc: Doc): string {
  const prose = proseLines(doc).map((l) => l.text);
  const h1 = prose.findIndex((text) => text.startsWith('# '));
  const rest = prose.slice(h1 + 1);
  const start = rest.findIndex((text) => text.trim() !== '');
  const end = rest.findIndex((text, i) => i > start && text.trim() === '');
  return rest.slice(start, end === -1 ? undefined : end).join(' ');
}

/** The `<Tabs>` blocks of a page, each with the id of the heading it sits under. */
export function tabsBlocks(doc: Doc): TabsBlock[] {
  const blocks: TabsBlock[] = [];
  let section: string | undefined;
  let current: TabsBlock | undefined;
  let item: TabItem | undefined;
  let inFence = false;
  let fenceLines: string[] = [];
  let fenceStart: { lang: string; title: string | undefined; line: number } | undefined;
  doc.lines.forEach((text, index) => {
    const line = doc.firstLine + index;
    const fenceMatch = fence.exec(text);
    if (inFence) {
      if (text === '```') {
        inFence = false;
        if (item && fenceStart) item.code.push({ ...fenceStart, code: fenceLines.join('\n') });
      } else fenceLines.push(text);
      return;
    }
    if (fenceMatch) {
      inFence = true;
      fenceLines = [];
      fenceStart = {
        lang: fenceMatch[1],
        title: /title="([^"]*)"/.exec(fenceMatch[2])?.[1],
        line,
      };
      return;
    }
    const heading = /^#{2,6}\s+.*\{#([\w-]+)\}\s*$/.exec(text);
    if (heading) section = heading[1];
    const tabsOpen = /^<Tabs(.*)>$/.exec(text);
    if (tabsOpen) {
      current = { groupId: /groupId="([^"]*)"/.exec(tabsOpen[1])?.[1], items: [], section };
      blocks.push(current);
    }
    const itemOpen = /^<TabItem\s+value="([^"]*)"\s+label="([^"]*)">$/.exec(text);
    if (itemOpen && current) {
      item = { value: itemOpen[1], label: itemOpen[2], code: [] };
      current.items.push(item);
    }
    if (text === '</TabItem>') item = undefined;
    if (text === '</Tabs>') current = undefined;
  });
  return blocks;
}

/** The GFM table that follows the heading with the given id, as rows keyed by column name. */
export function tableAfter(doc: Doc, headingId: string): Record<string, string>[] {
  const prose = proseLines(doc).map((l) => l.text);
  const start = prose.findIndex((text) => text.includes(`{#${headingId}}`));
  if (start === -1) throw new Error(`${doc.id}.mdx has no heading {#${headingId}}`);
  const rest = prose.slice(start + 1);
  const first = rest.findIndex((text) => text.startsWith('|'));
  const end = rest.findIndex((text, i) => i > first && !text.startsWith('|'));
  const rows = rest.slice(first, end === -1 ? undefined : end).map(cells);
  const [header, , ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

function cells(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** The text of a table cell without its inline-code backticks. */
export function plain(cell: string): string {
  return cell.replace(/`/g, '');
}
