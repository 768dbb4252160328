import type { Root } from 'mdast';
import { parseMarkdownHeadingId } from '@docusaurus/utils';
import { visit } from 'unist-util-visit';

import { replaceAll, text } from './mdast';

const isComment = (expression: string): boolean => /^\/\*[\s\S]*\*\/$/.test(expression.trim());

/**
 * Drops what only means something to MDX: front matter, imports and exports, and
 * comments. Any other `{expression}` fails the conversion: its value only exists
 * when the page runs.
 */
export function removeMdxOnlyNodes(tree: Root, where: string): void {
  replaceAll(tree, ['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'], (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (!isComment(node.value)) {
        throw new Error(`${where}: the expression {${node.value}} has no Markdown form.`);
      }
    }
    return [];
  });
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

/** `## Title {#custom-id}` → `## Title`. */
export function removeHeadingIds(tree: Root): void {
  visit(tree, 'heading', (heading) => {
    const last = heading.children.at(-1);
    if (last?.type !== 'text') return;
    last.value = parseMarkdownHeadingId(last.value).text;
    if (last.value === '') heading.children.pop();
  });
}

// Docusaurus's default magic comments, in the comment syntaxes its code blocks use.
const magicComment =
  /^\s*(?:\/\/|#|--|%|;|\/\*|\{\/\*|<!--)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/**
 * Code blocks keep their language and title; Docusaurus-only display hints
 * (line highlighting ranges, `showLineNumbers`, highlight comments) go.
 */
export function tidyCodeBlocks(tree: Root): void {
  visit(tree, 'code', (code) => {
    const meta = (code.meta ?? '')
      .replace(/\{[\d,\s-]*\}/g, '')
      .replace(/\bshowLineNumbers(?:=\d+)?/g, '')
      .trim();
    code.meta = meta || null;
    code.value = code.value
      .split('\n')
      .filter((line) => !magicComment.test(line))
      .join('\n');
  });
}

/** Links, images and link definitions → absolute URLs. */
export function absolutiseUrls(tree: Root, resolveUrl: (url: string) => string): void {
  visit(tree, ['link', 'image', 'definition'], (node) => {
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
