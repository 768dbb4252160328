import type { Nodes } from 'mdast';

/** Something on a page that has no Markdown form, and so is left out of its copy. */
export type LeftOut = {
  /** The line of the page's source it starts on, when known. */
  line: number | undefined;
  /** What it is, as the writer wrote it: `{Date.now()}`, `<Spacer />`. */
  what: string;
};

/** Told of each thing the conversion leaves out; the build prints it as a warning. */
export type ReportLeftOut = (leftOut: LeftOut) => void;

export const leftOutAt = (node: Nodes, what: string): LeftOut => ({
  line: node.position?.start.line,
  what,
});
