import type { ReactNode } from 'react';

import { earlyWorkerAttributes as attributes, unnamedWorker } from '../../client/earlyWorker';
import { firstScreenPages } from '../../client/useSearch';

/**
 * The element of the page's early search (../../client/earlyWorker.ts), empty: the build
 * names the worker and writes the script's text into the server's HTML, where it runs as
 * the browser reads the page. Hydration leaves it be, and one the app draws itself (a
 * link followed to the search page) runs nothing; the app's own search asks.
 */
export function EarlyWorkerScript({ indexUrl }: { indexUrl: string }): ReactNode {
  return (
    <script
      {...{
        [attributes.worker]: unnamedWorker,
        [attributes.index]: indexUrl,
        [attributes.firstPages]: String(firstScreenPages),
      }}
      // Rendered as inner HTML, which hydration does not compare: the build fills it.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
