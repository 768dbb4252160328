import { useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';

import type { SearchHit, SearchState } from './types';

/** The worker's own cap; the plugin's page asks for as many. */
const resultLimit = 100;

/**
 * Searches the site's index in the plugin's worker (the one the navbar box uses):
 * loads the index when the page opens, then searches on every change of `query`.
 * Only the answer to the latest query is kept.
 */
export function useSearchResults(query: string): SearchState {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const latest = useRef(0);

  // Load the index at once, so that the first word typed is answered quickly.
  useEffect(() => {
    fetchIndexesByWorker(baseUrl, '').catch(() => setFailed(true));
  }, [baseUrl]);

  const wanted = query.trim();
  useEffect(() => {
    const request = ++latest.current;
    if (!wanted) return;
    searchByWorker(baseUrl, '', wanted, resultLimit).then(
      (hits) => {
        if (request === latest.current) setAnswer({ query: wanted, hits });
      },
      () => setFailed(true),
    );
  }, [baseUrl, wanted]);

  if (failed) return { status: 'failed' };
  if (!wanted) return { status: 'idle' };
  if (!answer) return { status: 'loading' };
  return { status: 'done', ...answer };
}
