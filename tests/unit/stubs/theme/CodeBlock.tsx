import type { ReactNode } from 'react';

type Props = { children: string; language?: string; title?: string };

/** Stand-in for @theme/CodeBlock: the title and the code as plain text. */
export default function CodeBlock({ children, language, title }: Props): ReactNode {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre data-language={language}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
