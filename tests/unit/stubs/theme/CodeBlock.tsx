import type { ReactNode } from 'react';

type Props = { children: ReactNode; className?: string; title?: ReactNode };

/** Stand-in for the code blocks (plugins/build-highlight/theme): the title and the code. */
export default function CodeBlock({ children, className, title }: Props): ReactNode {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre className={className}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
