import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode };

/** Stand-in for @docusaurus/Link: a plain anchor. */
export default function Link({ to, href, ...rest }: Props): ReactNode {
  return <a href={to ?? href} {...rest} />;
}
