import type { Nodes } from 'mdast';

/** Something on a page that has no Markdown form, and so is left out of its copy. */
export type LeftOut = {
  /** The line of the page's source it starts on, when known. */
  line: number | undefined;
  /** What it is, as the writer wrote it: `{Date.now()}`, `<Spacer />`. */
  what: string;
  /** The partial it is written in (`./_partial.mdx`, from the page's folder), if not the page. */
  partial?: string;
};

/** The partial each node inlined from one was written in (see partials.ts). */
const partialOfNode = new WeakMap<Nodes, string>();

/** Notes that these nodes were written in the partial `specifier`, not in the page. */
export function writtenInPartial(nodes: readonly Nodes[], specifier: string): void {
  for (const node of nodes) {
    if (!partialOfNode.has(node)) partialOfNode.set(node, specifier);
  }
}

/** Told of each thing the conversion leaves out; the build prints it as a warning. */
export type ReportLeftOut = (leftOut: LeftOut) => void;

export function leftOutAt(node: Nodes, what: string): LeftOut {
  const partial = partialOfNode.get(node);
  return { line: node.position?.start.line, what, ...(partial ? { partial } : {}) };
}
