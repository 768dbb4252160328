/**
 * The small site the search tests run on (tests/fixtures/search-site): the site's
 * theme and search plugin over pages whose content the tests know, on E2E_PORT + 20.
 */
import { fixtureSite } from './fixture-site';

const searchSite = fixtureSite('tests/fixtures/search-site', 20);

export const searchSiteURL = searchSite.url;
export const searchSiteServer = searchSite.server;
