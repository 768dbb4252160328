import type { List, Root } from 'mdast';

import { replaceAll, text } from './mdast';

/** One card of a `<DocCardList />`: where it leads, and the words it shows. */
export type DocCard = { title: string; url: string; description?: string };

/**
 * `<DocCardList />` (the cards of the pages beside this one in the sidebar) → a list of
 * links, each with its card's description.
 */
export function docCardListsToLists(tree: Root, cards: readonly DocCard[]): void {
  replaceAll(tree, ['mdxJsxFlowElement'], (node) => {
    if (node.name !== 'DocCardList' || cards.length === 0) return [node];
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: cards.map(({ title, url, description }) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url, children: [text(title)] },
              ...(description ? [text(`: ${description}`)] : []),
            ],
          },
        ],
      })),
    };
    return [list];
  });
}
