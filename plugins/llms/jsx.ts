import type { Heading, List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

import { leftOutAt, type ReportLeftOut } from './leftOut';
import { jsxAttribute, replaceAll, text, type JsxElement } from './mdast';

const youtubeWatchUrl = (id: string): string =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

const youtubeVideoId = (node: JsxElement): string | undefined =>
  jsxAttribute(node, 'videoId') ?? jsxAttribute(node, 'youtubeId');

/** Where an element points to, from the attributes components commonly use for it. */
function targetOf(node: JsxElement): string | undefined {
  const videoId = youtubeVideoId(node);
  return (
    jsxAttribute(node, 'href') ??
    jsxAttribute(node, 'to') ??
    jsxAttribute(node, 'url') ??
    (videoId ? youtubeWatchUrl(videoId) : undefined) ??
    jsxAttribute(node, 'src')
  );
}

/** The words an element stands for, from the attributes components commonly use for it. */
function labelOf(node: JsxElement): string | undefined {
  const label =
    jsxAttribute(node, 'title') ??
    jsxAttribute(node, 'label') ??
    jsxAttribute(node, 'alt') ??
    jsxAttribute(node, 'caption');
  return label && youtubeVideoId(node) ? `${label} (video on YouTube)` : label;
}

/** `<h3>` → 3. */
function headingDepth(node: JsxElement): Heading['depth'] | undefined {
  const level = /^h([1-6])$/.exec(node.name ?? '')?.[1];
  return level ? (Number(level) as Heading['depth']) : undefined;
}

/**
 * `<h3>My Doc Section</h3>` on a line of its own, which MDX reads as a paragraph holding
 * the element → the element alone, a block (a heading), as the browser draws it.
 */
function headingElementsOutOfParagraphs(tree: Root): void {
  replaceAll(tree, ['paragraph'], (paragraph) => {
    const shown = paragraph.children.filter(
      (child) => child.type !== 'text' || child.value.trim() !== '',
    );
    const [only] = shown;
    if (shown.length !== 1 || only?.type !== 'mdxJsxTextElement') return [paragraph];
    if (headingDepth(only) === undefined) return [paragraph];
    return [
      {
        ...only,
        type: 'mdxJsxFlowElement',
        children: [{ type: 'paragraph', children: only.children }],
      },
    ];
  });
}

/**
 * A JSX element → the Markdown it means: its children when it only wraps content,
 * a link when it points somewhere (a video poster becomes a link to the video),
 * an image for `<img>`, its label as text otherwise. An element that carries no
 * meaning we can find is left out, and reported, so it never vanishes unnoticed.
 */
function convertElement(node: JsxElement, report: ReportLeftOut): RootContent[] {
  const name = node.name ?? '';
  if (name === 'br') return [{ type: 'break' }];
  if (name === 'kbd' || name === 'code') return [{ type: 'inlineCode', value: toString(node) }];
  if (name === 'hr') return [{ type: 'thematicBreak' }];
  if (node.type === 'mdxJsxTextElement' && toString(node) !== '') {
    if (name === 'b' || name === 'strong') return [{ type: 'strong', children: node.children }];
    if (name === 'i' || name === 'em') return [{ type: 'emphasis', children: node.children }];
  }
  const depth = node.type === 'mdxJsxFlowElement' ? headingDepth(node) : undefined;
  if (depth !== undefined) {
    // A Markdown heading, out of the table of contents as the page's is (it never had one).
    const [first] = node.children;
    const words =
      first?.type === 'paragraph' ? first.children : (node.children as PhrasingContent[]);
    return [{ type: 'heading', depth, children: words }];
  }
  if (name === 'pre' && node.type === 'mdxJsxFlowElement') {
    // Preformatted: its text, line breaks and all (`{'\n'}`), in a block with no language.
    return [{ type: 'code', lang: null, meta: null, value: toString(node).replace(/\n$/, '') }];
  }
  const target = targetOf(node);
  const label = labelOf(node);
  if (name === 'img' && target) return [{ type: 'image', url: target, alt: label ?? '' }];

  const inline = node.type === 'mdxJsxTextElement';
  if (!target) {
    if (node.children.length > 0) return node.children;
    if (label) return inline ? [text(label)] : [{ type: 'paragraph', children: [text(label)] }];
    report(leftOutAt(node, `<${name} /> (no children, link or label)`));
    return [];
  }

  if (inline) {
    const children =
      node.children.length > 0 ? (node.children as PhrasingContent[]) : [text(label ?? target)];
    return [{ type: 'link', url: target, children }];
  }
  const linkText = label ?? (toString(node) || target);
  const link: RootContent = {
    type: 'paragraph',
    children: [{ type: 'link', url: target, children: [text(linkText)] }],
  };
  return label && node.children.length > 0 ? [...node.children, link] : [link];
}

/** `<ul>` or `<ol>` holding only `<li>` elements (as a page or its expressions write them) → a list. */
function htmlListsToLists(tree: Root): void {
  replaceAll(tree, ['mdxJsxFlowElement'], (node) => {
    if (node.name !== 'ul' && node.name !== 'ol') return [node];
    const items = node.children;
    const allItems = items.every(
      (child) => child.type === 'mdxJsxFlowElement' && child.name === 'li',
    );
    if (items.length === 0 || !allItems) return [node];
    const list: List = {
      type: 'list',
      ordered: node.name === 'ol',
      spread: false,
      children: items.map((item) => ({
        type: 'listItem',
        spread: false,
        children: 'children' in item ? (item.children as ListItem['children']) : [],
      })),
    };
    return [list];
  });
}

/** Every JSX element left after the known components → its meaningful text or link. */
export function jsxToMarkdown(tree: Root, report: ReportLeftOut): void {
  htmlListsToLists(tree);
  headingElementsOutOfParagraphs(tree);
  replaceAll(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) =>
    convertElement(node, report),
  );
}
