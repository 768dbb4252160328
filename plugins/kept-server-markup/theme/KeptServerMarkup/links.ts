import type { MouseEvent, TouchEvent } from 'react';

/**
 * What the theme's Link does for each link it renders, done here for the links inside
 * blocks the server drew (./index.tsx), which no Link component hydrates: a page of the
 * site opens in the app (history.push), its chunks are preloaded when the pointer comes
 * near and prefetched when the link scrolls into view. One observer and three delegated
 * listeners replace a component, an observer and three listeners per link.
 */

type History = { push: (path: string) => void };
let history: History | undefined;

/** The router's history, given once by the site's Root. */
export function setHistory(routerHistory: History): void {
  history = routerHistory;
}

/** A link to a page of this site that the app opens, as Link decides (no scheme, no target). */
function pageLink(target: EventTarget | Element | null, within: Element): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !within.contains(link)) return null;
  const href = link.getAttribute('href') ?? '';
  const ownPage = !/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(href);
  const sameTab = !link.target || link.target === '_self';
  return ownPage && sameTab && !link.hasAttribute('download') ? link : null;
}

const path = (link: HTMLAnchorElement): string => link.pathname + link.search + link.hash;

function followLink(event: MouseEvent<HTMLElement>): void {
  const link = pageLink(event.target, event.currentTarget);
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  if (!link || !history || event.defaultPrevented || event.button !== 0 || modified) return;
  event.preventDefault();
  history.push(path(link));
}

const preloaded = new WeakSet<HTMLAnchorElement>();

function preloadLink(event: MouseEvent<HTMLElement> | TouchEvent<HTMLElement>): void {
  const link = pageLink(event.target, event.currentTarget);
  if (!link || preloaded.has(link)) return;
  preloaded.add(link);
  void window.docusaurus.preload(link.pathname);
}

let observer: IntersectionObserver | undefined;

function prefetchInView(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
    observer?.unobserve(entry.target);
    void window.docusaurus.prefetch((entry.target as HTMLAnchorElement).pathname);
  }
}

/** Ref of a kept block: its page links are prefetched once they come into view. */
function observeLinks(block: HTMLElement | null): void {
  if (!block || typeof IntersectionObserver === 'undefined') return;
  observer ??= new IntersectionObserver(prefetchInView);
  for (const link of block.querySelectorAll('a[href]')) {
    if (pageLink(link, block)) observer.observe(link);
  }
}

/** What a kept block with links is given in place of its links' own components. */
export const linkHandlers = {
  ref: observeLinks,
  onClick: followLink,
  onMouseOver: preloadLink,
  onTouchStart: preloadLink,
};
