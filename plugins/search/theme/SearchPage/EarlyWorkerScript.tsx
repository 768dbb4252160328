import type { ReactNode } from 'react';

import {
  earlyWorkerAttributes as attributes,
  earlyWorkerScript,
  unnamedWorker,
} from '../../client/earlyWorker';
import { firstScreenPages } from '../../client/useSearch';

/**
 * The page's early search (../../client/earlyWorker.ts), which runs as the browser reads
 * the server's HTML, where the build has named the worker. Hydration leaves the element
 * be; one the app draws itself (a link followed to the search page) names no worker, so
 * it starts nothing, and the app's own search asks.
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
      dangerouslySetInnerHTML={{ __html: earlyWorkerScript }}
    />
  );
}
