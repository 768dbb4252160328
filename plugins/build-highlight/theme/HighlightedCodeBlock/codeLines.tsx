import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/** What the theme's code block metadata (`createCodeBlockMetadata`) says of the lines. */
export type LinesMetadata = {
  /** The code without its magic comments. */
  code: string;
  /** The first line's number, when the lines are numbered. */
  lineNumbersStart: number | undefined;
  /** The class names of each kept line, by its index. */
  lineClassNames: Record<number, string[]>;
};

type LineElement = ReactElement<{ children?: ReactNode }>;

function textOf(node: ReactNode): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

export const lineElementsOf = (lines: ReactNode): LineElement[] =>
  Children.toArray(lines).filter((line): line is LineElement => isValidElement(line));

/** The code as it was written (magic comments included): the text of each line. */
export const writtenCode = (lines: LineElement[]): string => lines.map(textOf).join('\n');

/**
 * Which written lines the theme keeps: all but the magic comments it drops from the code.
 * A dropped line is never the same text as a kept one (the theme drops every line that
 * matches a magic comment), so the kept lines are found in order.
 */
function keptLines(written: LineElement[], code: string): [LineElement, number][] {
  const kept = code.split('\n');
  const found: [LineElement, number][] = [];
  written.forEach((line) => {
    if (found.length < kept.length && textOf(line) === kept[found.length]) {
      found.push([line, found.length]);
    }
  });
  return found;
}

/**
 * The build's lines (`.token-line` elements of token spans and a `<br>`) as the theme's
 * CodeBlock/Line draws them for `metadata`: without the magic comment lines, with the
 * class names the magic comments and the `{1,3-4}` range give, and with the line number
 * cells when `showLineNumbers` is on. Returns the lines unchanged when there is nothing to add.
 */
export function codeLines(lines: ReactNode, metadata: LinesMetadata): ReactNode {
  const written = lineElementsOf(lines);
  const numbered = metadata.lineNumbersStart !== undefined;
  const kept = keptLines(written, metadata.code);
  const marked = Object.keys(metadata.lineClassNames).length > 0;
  if (!numbered && !marked && kept.length === written.length) return lines;
  return kept.map(([line, index]) => {
    // The tokens, without the line break that ends each line.
    const tokens = Children.toArray(line.props.children).slice(0, -1);
    return (
      <div
        key={index}
        className={clsx('token-line', metadata.lineClassNames[index], numbered && styles.codeLine)}
      >
        {numbered ? (
          <>
            <span className={styles.codeLineNumber} />
            <span className={styles.codeLineContent}>{tokens}</span>
          </>
        ) : (
          tokens
        )}
        <br />
      </div>
    );
  });
}
