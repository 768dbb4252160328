import type { ReactNode } from 'react';

import {
  earlyWorkerAttributes as attributes,
  earlyWorkerScript,
  unnamedWorker,
} from '../../client/earlyWorker';
import { firstScreenPages } from '../../client/useSearch';

/**
 * The page's early search (../../client/earlyWorker.ts), which runs as the browser reads
 * the server's HTML, where the build has named the worker. In the browser the element is
 * empty: hydration leaves the server's be, and one the app draws itself (a link followed
 * to the search page) runs nothing, where its text, not the minified text the CSP hashes,
 * would be refused; the app's own search asks.
 */
export function EarlyWorkerScript({ indexUrl }: { indexUrl: string }): ReactNode {
  return (
    <script
      {...{
        [attributes.worker]: unnamedWorker,
        [attributes.index]: indexUrl,
        [attributes.firstPages]: String(firstScreenPages),
      }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? earlyWorkerScript : '' }}
    />
  );
}
