/**
 * The search worker: fetches the index's parts and runs the queries off the page's
 * main thread, so that a key typed in a search box waits for no search.
 */
import { searchHere } from './searchHere';
import { serveSearch } from './workerProtocol';

serveSearch(self, searchHere);
