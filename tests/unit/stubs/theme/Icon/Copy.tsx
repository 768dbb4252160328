import type { ComponentProps, ReactNode } from 'react';

/** Stand-in for @theme/Icon/Copy. */
export default function IconCopy(props: ComponentProps<'svg'>): ReactNode {
  return <svg {...props} />;
}
