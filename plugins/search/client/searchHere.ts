import { loadEngine } from './loadEngine';
import type { SearchIndex } from './workerProtocol';

/** Search run in the thread that calls it: the search worker's, or a page's without workers. */
export const searchHere: SearchIndex = (indexUrl, query, firstPages) =>
  loadEngine(indexUrl).then((engine) =>
    query ? engine.search(query, firstPages) : { hits: [], sections: 0, pages: 0 },
  );
