import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
// On the first page, the lines stay as the server drew them (plugins/kept-server-markup).
import { keepServerChildren, useKeptFromServer } from '@theme/KeptServerMarkup';

import type { PackedLine } from '../../packedLines';
import { codeLines, lineElementsOf, writtenCode } from './codeLines';
import { tokenLines } from './tokenLines';
import styles from './styles.module.css';

type Props = {
  /** `language-*`, from the fenced block. */
  className?: string;
  /** The fenced block's options (`title="…" {1,3-4} showLineNumbers`). */
  metastring?: string;
  title?: ReactNode;
  /** `<CodeBlock showLineNumbers>`: true, or the number of the first line. */
  showLineNumbers?: boolean | number;
  /** The `.token-line` elements the build wrote (plugins/build-highlight/rehype.ts)… */
  children?: ReactNode;
  /** …or a snippet's lines of tokens, packed, from the plugin's `snippets` option. */
  lines?: readonly PackedLine[];
};

/**
 * A code block coloured at build time: the theme's CodeBlock (title, layout, copy and
 * word-wrap buttons, highlighted and numbered lines, the same classes) around lines that
 * are already tokens, so that no highlighter runs in the browser. The theme's metadata
 * (title, magic comments from `themeConfig.prism.magicComments`, `{1,3-4}` ranges, line
 * numbers) is read as the theme reads it. Colours come from CSS (src/brand/prismThemes.ts).
 */
export default function HighlightedCodeBlock({
  className,
  metastring,
  title,
  showLineNumbers,
  children,
  lines,
}: Props): ReactNode {
  const written = lines ? tokenLines(lines) : children;
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    // The copy button copies the code without its magic comments, as the theme's does.
    code: writtenCode(lineElementsOf(written)),
    className,
    metastring,
    title,
    language: undefined,
    defaultLanguage: prism.defaultLanguage,
    magicComments: prism.magicComments,
    showLineNumbers,
  });
  const numbered = metadata.lineNumbersStart !== undefined;
  const codeClassName = clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering);
  // The theme's: the numbers start at lineNumbersStart (`showLineNumbers=5`).
  const numbering = numbered
    ? { counterReset: `line-count ${Number(metadata.lineNumbersStart) - 1}` }
    : undefined;
  const wordWrap = useCodeWordWrap();
  const kept = useKeptFromServer();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        className={clsx(
          metadata.className,
          styles.codeBlockContainer,
          ThemeClassNames.common.codeBlock,
        )}
      >
        {metadata.title && (
          <div className={styles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.codeBlockContent}>
          <pre
            // Scrollable, so it takes the focus (as the theme's does).
            tabIndex={0}
            ref={wordWrap.codeBlockRef}
            className={clsx(
              'prism-code',
              `language-${metadata.language}`,
              styles.codeBlock,
              'thin-scrollbar',
            )}
          >
            {kept ? (
              <code
                className={codeClassName}
                style={numbering}
                dangerouslySetInnerHTML={keepServerChildren}
              />
            ) : (
              <code className={codeClassName} style={numbering}>
                {codeLines(written, metadata)}
              </code>
            )}
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
