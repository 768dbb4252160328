import type { ReactNode } from 'react';

import {
  earlyWorkerAttributes as attributes,
  earlyWorkerScript,
  unnamedWorker,
} from '../../client/earlyWorker';
import { firstScreenPages } from '../../client/useSearch';

/**
 * The page's early search (../../client/earlyWorker.ts): in the server's HTML only, where
 * it runs as the browser reads the page; the app renders the same element and leaves it
 * be, so it runs once.
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
