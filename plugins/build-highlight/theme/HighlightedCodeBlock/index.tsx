import { Children, isValidElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
// The site's (src/theme/ServerDrawn): on the first page, the lines stay as the server drew them.
import { keepServerChildren, useKeptFromServer } from '@theme/ServerDrawn';
// The theme's own classes, so the block is laid out as the theme's CodeBlock is.
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';

import type { LineToken } from '../../tokenize';
import { tokenLines } from './tokenLines';

type Props = {
  /** `language-*`, from the fenced block. */
  className?: string;
  /** The fenced block's options (`title="…"`). */
  metastring?: string;
  title?: ReactNode;
  /** The `.token-line` elements the build wrote (plugins/build-highlight/rehype.ts)… */
  children?: ReactNode;
  /** …or a snippet's lines of tokens, from the plugin's `snippets` option. */
  lines?: LineToken[][];
};

function textOf(node: ReactNode): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The code as it was written, for the copy button: the text of each line. */
const codeOf = (lines: ReactNode): string =>
  Children.toArray(lines).filter(isValidElement).map(textOf).join('\n');

/**
 * A code block coloured at build time: the theme's CodeBlock (title, layout, copy and
 * word-wrap buttons, the same classes) around lines that are already tokens, so that no
 * highlighter runs in the browser. Colours come from CSS (src/brand/prismThemes.ts).
 */
export default function HighlightedCodeBlock({
  className,
  metastring,
  title,
  children,
  lines,
}: Props): ReactNode {
  const content = lines ? tokenLines(lines) : children;
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: codeOf(content),
    className,
    metastring,
    title,
    language: undefined,
    defaultLanguage: prism.defaultLanguage,
    magicComments: prism.magicComments,
    showLineNumbers: undefined,
  });
  const wordWrap = useCodeWordWrap();
  const kept = useKeptFromServer();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        className={clsx(
          metadata.className,
          containerStyles.codeBlockContainer,
          ThemeClassNames.common.codeBlock,
        )}
      >
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre
            // Scrollable, so it takes the focus (as the theme's does).
            tabIndex={0}
            ref={wordWrap.codeBlockRef}
            className={clsx(
              'prism-code',
              `language-${metadata.language}`,
              contentStyles.codeBlock,
              'thin-scrollbar',
            )}
          >
            {kept ? (
              <code dangerouslySetInnerHTML={keepServerChildren} />
            ) : (
              <code className={contentStyles.codeBlockLines}>{content}</code>
            )}
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
