import { Children, isValidElement, type ReactNode } from 'react';
import Heading from '@theme-original/MDXComponents/Heading';
import type HeadingType from '@theme/MDXComponents/Heading';
import type { WrapperProps } from '@docusaurus/types';

import HeadingLinkButton from '@site/src/components/HeadingLinkButton';

type Props = WrapperProps<typeof HeadingType>;

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return '';
    })
    .join('');
}

/** Adds a copy-link button to the h2 and h3 headings of docs, the levels the TOC lists. */
export default function HeadingWrapper(props: Props): ReactNode {
  const { as, id, children } = props;
  if ((as !== 'h2' && as !== 'h3') || !id) return <Heading {...props} />;
  return (
    <Heading {...props}>
      {children}
      <HeadingLinkButton id={id} label={textOf(children) || id} />
    </Heading>
  );
}
