import useBaseUrl from '@docusaurus/useBaseUrl';

import { searchIndexFile } from '../records';

/**
 * URL of the index the build writes (and the dev server serves). Its own module, so
 * that the search button can preload the index without bundling the engine.
 */
export const useSearchIndexUrl = (): string => useBaseUrl(`/${searchIndexFile}`);
