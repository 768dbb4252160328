/**
 * Content the app leaves as the server drew it. On the page a reader opens, Preact would
 * render every paragraph, list item and code token again only to find the same elements
 * in place; a block hydrated with `dangerouslySetInnerHTML` keeps its server elements and
 * Preact does not look inside it. Only blocks of plain elements, text, inline code and
 * links qualify, and their links get the theme Link's navigation and prefetching by
 * delegation (./links.ts). Blocks mounted later (another page, a retry) render as usual.
 */
import {
  createElement,
  isValidElement,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';

import { linkHandlers, setHistory } from './links';

/**
 * True from the app's start until the first page has been hydrated. Preact hydrates in
 * one synchronous render, so a layout effect of the Root closes it before any other render.
 * Only built pages are hydrated: `docusaurus start` renders from scratch, with nothing to
 * keep (Docusaurus defines HYDRATE_CLIENT_ENTRY for its client bundle).
 */
let firstHydration = typeof document !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** For the site's Root, once: ends the first hydration and gives the links the router. */
export function useKeptServerMarkup(): void {
  setHistory(useHistory());
  useLayoutEffect(() => {
    firstHydration = false;
  }, []);
}

/** Whether this component, on its first render, is part of the first page's hydration. */
export function useKeptFromServer(): boolean {
  const [kept] = useState(() => firstHydration);
  return kept;
}

/** Given to a kept element: Preact leaves its children as they are. */
export const keepServerChildren = { __html: '' } as const;

type ProseTag = 'p' | 'ul' | 'ol' | 'li' | 'blockquote' | 'table';
type Props = { children?: ReactNode; href?: string };

/** Components whose output is static too: inline code, links, images, kept blocks. */
const staticComponents = new Set<unknown>();

export function drawsStatically(...components: unknown[]): void {
  for (const component of components) staticComponents.add(component);
}

function isStatic(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node !== 'object') return true;
  if (Array.isArray(node)) return node.every(isStatic);
  if (!isValidElement<Props>(node)) return false;
  if (typeof node.type !== 'string' && !staticComponents.has(node.type)) return false;
  return isStatic(node.props.children);
}

function hasLink(node: ReactNode): boolean {
  if (Array.isArray(node)) return node.some(hasLink);
  if (!isValidElement<Props>(node)) return false;
  return node.props.href !== undefined || hasLink(node.props.children);
}

/**
 * The MDX component for a Markdown block: `Component` (the tag itself by default) when it
 * renders, the server's element left in place while the first page is hydrated.
 */
export function keptBlock(
  tag: ProseTag,
  Component: ComponentType<Props> | ProseTag = tag,
): ComponentType<Props> {
  function KeptBlock(props: Props): ReactNode {
    const [kept] = useState(() => firstHydration && isStatic(props.children));
    if (!kept) return createElement(Component, props);
    // Props are not compared while hydrating: the server's attributes stay as they are.
    return createElement(tag, {
      ...(hasLink(props.children) && linkHandlers),
      dangerouslySetInnerHTML: keepServerChildren,
    });
  }
  KeptBlock.displayName = `KeptBlock(${tag})`;
  staticComponents.add(KeptBlock);
  return KeptBlock;
}
