import type { HTMLAttributes, ReactNode } from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

/** Stand-in for @theme/Heading: the bare heading element. */
export default function Heading({ as: Tag, ...rest }: Props): ReactNode {
  return <Tag {...rest} />;
}
