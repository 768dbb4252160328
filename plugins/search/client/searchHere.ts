import { loadEngine } from './loadEngine';
import type { SearchIndex } from './workerProtocol';

/** Search run in the thread that calls it: the search worker's, or a page's without workers. */
export const searchHere: SearchIndex = (indexUrl, query) =>
  loadEngine(indexUrl).then((engine) => (query ? engine.search(query) : []));
