import path from 'node:path';
import type { Root } from 'mdast';
import type { Processor } from 'unified';

/** Given a copy of a page's tree as the MDX loader parsed it, and the text it parsed. */
export type TakeParsedTree = (tree: Root, parsedText: string) => void;

const waitingKey: unique symbol = Symbol.for('chitchatlabs-mdx-source: files awaiting their tree');
const handsOverKey: unique symbol = Symbol.for('chitchatlabs-mdx-source: hands over parsed trees');

/**
 * The files whose next parse is asked for, on `globalThis`: the config that lists the
 * remark plugin and the plugin that asks are loaded as separate copies of this module.
 */
const shared = globalThis as typeof globalThis & {
  [waitingKey]?: Map<string, TakeParsedTree>;
};
const waiting = (shared[waitingKey] ??= new Map<string, TakeParsedTree>());

/** Asks for the tree of `file` the next time the MDX loader parses it (once). */
export function awaitParsedTree(file: string, take: TakeParsedTree): void {
  waiting.set(path.resolve(file), take);
}

/** Withdraws the request for `file`'s tree (the loader did not parse it: its bundle was cached). */
export function stopAwaitingParsedTree(file: string): void {
  waiting.delete(path.resolve(file));
}

/**
 * A remark plugin that hands the page's tree, as the parser wrote it, to whoever asked for
 * that file's (`awaitParsedTree`), so the page is parsed once, not again for its Markdown
 * copy. It wraps the processor's parser rather than transforming: before the first remark
 * plugin's transform, MDX's own (`remark-mark-and-unravel`) has already changed the tree.
 * Listed first in the docs plugin's `beforeDefaultRemarkPlugins`: its attacher runs after
 * `remark-parse`'s, which sets the parser, and the syntax plugins read at parse time.
 */
function remarkHandOverParsedTree(this: Processor): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document, file) => {
    const tree = parse(document, file);
    const take = file.path ? waiting.get(file.path) : undefined;
    if (take) {
      waiting.delete(file.path);
      // A copy of its own: the loader's plugins go on to change the tree they are given.
      take(structuredClone(tree) as Root, document);
    }
    return tree;
  };
}

/** Marked, so that `docsRemarkPlugins` leaves it out of the plugins the copies parse with. */
export const handOverParsedTree = Object.assign(remarkHandOverParsedTree, {
  [handsOverKey]: true as const,
});

/** Whether a listed remark plugin is `handOverParsedTree` (of any copy of this module). */
export const isHandOverParsedTree = (plugin: unknown): boolean =>
  typeof plugin === 'function' && handsOverKey in plugin;
