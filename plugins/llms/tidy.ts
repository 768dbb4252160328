import type { Code, PhrasingContent, Root, RootContent } from 'mdast';
import { parseMarkdownHeadingId } from '@docusaurus/utils';

import { leftOutAt, type ReportLeftOut } from './leftOut';
import { isComment, literalText } from './literals';
import { withoutMagicComments, type CodeBlockSettings } from './magicComments';
import { forEachOfType, replaceAll, text } from './mdast';

/**
 * Drops what only means something to MDX: front matter, imports and exports, and
 * comments. A `{'literal'}` becomes its text; any other `{expression}` only has a value
 * when the page runs, so it is left out (and reported), the text around it kept.
 */
export function removeMdxOnlyNodes(tree: Root, report: ReportLeftOut): void {
  replaceAll(
    tree,
    ['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'],
    (node, parent, index) => {
      if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return [];
      if (isComment(node)) return [];
      const literal = literalText(node);
      if (literal !== undefined) {
        return node.type === 'mdxTextExpression'
          ? [text(literal)]
          : [{ type: 'paragraph', children: [text(literal)] }];
      }
      report(leftOutAt(node, `the expression {${node.value}}`));
      joinSpaces(parent.children[index - 1], parent.children[index + 1]);
      return [];
    },
  );
}

/** `within {2 + 3} seconds` without its expression reads `within seconds`, one space. */
function joinSpaces(before: RootContent | undefined, after: RootContent | undefined): void {
  if (before?.type === 'text' && after?.type === 'text' && /\s$/.test(before.value)) {
    after.value = after.value.trimStart();
  }
}

/** Directives that are not admonitions were text to begin with (`10:30`, `a:b`). */
export function restoreUnusedDirectives(tree: Root): void {
  replaceAll(tree, ['textDirective', 'leafDirective', 'containerDirective'], (node) => {
    if (node.type === 'containerDirective') return node.children;
    const marker = node.type === 'textDirective' ? ':' : '::';
    const phrasing = [text(`${marker}${node.name}`), ...node.children];
    return node.type === 'textDirective' ? phrasing : [{ type: 'paragraph', children: phrasing }];
  });
}

/** A heading's words without its `{#id}` (a copy: the heading is left as it is). */
export function withoutHeadingId(children: readonly PhrasingContent[]): PhrasingContent[] {
  const content = structuredClone([...children]);
  const last = content.at(-1);
  if (last?.type !== 'text') return content;
  last.value = parseMarkdownHeadingId(last.value).text;
  if (last.value === '') content.pop();
  return content;
}

/**
 * `## Title {#custom-id}` → `## Title`. A heading with the MDX-friendly form (an MDX
 * comment holding `#custom-id`, already gone) loses the space before it, which would be
 * printed as `&#x20;`.
 */
export function removeHeadingIds(tree: Root): void {
  forEachOfType(tree, ['heading'], (heading) => {
    heading.children = withoutHeadingId(heading.children);
    const last = heading.children.at(-1);
    if (last?.type === 'text') last.value = last.value.trimEnd();
    if (last?.type === 'text' && last.value === '') heading.children.pop();
  });
}

/**
 * Code blocks keep their language and title; Docusaurus-only display hints
 * (line highlighting ranges, `showLineNumbers`, the magic comments the page hides: the
 * site's own, `settings`) go.
 */
export function tidyCodeBlocks(tree: Root, settings?: CodeBlockSettings): void {
  forEachOfType(tree, ['code'], (code) => {
    code.value = withoutMagicComments(code.value, code.lang ?? '', code.meta ?? '', settings);
    const meta = (code.meta ?? '')
      .replace(/\{[\d,\s-]*\}/g, '')
      .replace(/\bshowLineNumbers(?:=\d+)?/g, '')
      .trim();
    code.meta = meta || null;
  });
}

/** Links, images and link definitions → absolute URLs. */
export function absolutiseUrls(tree: Root, resolveUrl: (url: string) => string): void {
  forEachOfType(tree, ['link', 'image', 'definition'], (node) => {
    if ('url' in node && typeof node.url === 'string') node.url = resolveUrl(node.url);
  });
}

/** Paragraphs left empty once comments and the like are gone. */
export function removeEmptyParagraphs(tree: Root): void {
  replaceAll(tree, ['paragraph'], (paragraph) =>
    paragraph.children.every((child) => child.type === 'text' && child.value.trim() === '')
      ? []
      : [paragraph],
  );
}

/** Docusaurus's own pattern for a code block's title (`title="contacts.csv"`). */
const codeTitle = /title=(?<quote>["'])(?<title>.*?)\1/;

/**
 * A code block's title (`title="Send Message payload"`), which the page shows above the
 * code, → a line of bold text above the fence too, so a reader of the copy sees it; the
 * fence keeps it in its info string for tools that read it there.
 */
export function codeTitlesAsCaptions(tree: Root): void {
  const captioned = new Set<Code>();
  replaceAll(tree, ['code'], (code) => {
    const title = codeTitle.exec(code.meta ?? '')?.groups?.title;
    if (!title || captioned.has(code)) return [code];
    captioned.add(code);
    return [{ type: 'paragraph', children: [{ type: 'strong', children: [text(title)] }] }, code];
  });
}
