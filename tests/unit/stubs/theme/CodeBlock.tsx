import type { ReactNode } from 'react';

type Props = {
  children?: ReactNode;
  className?: string;
  title?: ReactNode;
  lines?: { content: string }[][];
};

/** Stand-in for the code blocks (plugins/build-highlight/theme): the title and the code. */
export default function CodeBlock({ children, className, title, lines }: Props): ReactNode {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre className={className}>
        <code>
          {lines ? lines.map((line) => line.map((t) => t.content).join('')).join('\n') : children}
        </code>
      </pre>
    </figure>
  );
}
