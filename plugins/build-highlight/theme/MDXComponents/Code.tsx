import { Children, type ComponentProps, type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';

import HighlightedCodeBlock from '../HighlightedCodeBlock';

type Props = ComponentProps<'code'> & {
  metastring?: string;
  /** A `<CodeBlock>`'s, which the build turned into a fenced block (plugins/build-highlight). */
  showLineNumbers?: boolean | number;
};

/**
 * Markdown code: inline code as the theme draws it; fenced blocks, which the build has
 * coloured already (plugins/build-highlight), without the theme's CodeBlock, so that no
 * page loads Prism to show its code. Replaces the theme's MDXComponents/Code.
 */
export default function MDXCode({
  children,
  className,
  metastring,
  title,
  showLineNumbers,
  ...props
}: Props): ReactNode {
  const inline =
    children !== undefined &&
    Children.toArray(children).every((el) => typeof el === 'string' && !el.includes('\n'));
  if (inline) {
    return (
      <CodeInline className={className} title={title} {...props}>
        {children}
      </CodeInline>
    );
  }
  return (
    <HighlightedCodeBlock
      className={className}
      metastring={metastring}
      title={title}
      showLineNumbers={showLineNumbers}
    >
      {children}
    </HighlightedCodeBlock>
  );
}
