import type { ReactNode } from 'react';

/** Stand-in for @theme/Icon/ExternalLink, named as the theme names it. */
export default function IconExternalLink(props: { width?: number; height?: number }): ReactNode {
  return <svg {...props} aria-label="(opens in new tab)" />;
}
