import { useCallback, useEffect, useRef, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { searchQueryOf, withSearchQuery } from '../../client/searchUrl';

/**
 * The search query, kept in the address as `?q=`: typing replaces the history entry
 * (so Back leaves the page rather than undoing keystrokes), and a new address
 * (Back, Forward, a link to /search?q=…) sets the query.
 */
export function useUrlQuery(): [string, (value: string) => void] {
  const history = useHistory();
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  // The server-rendered page has no query string; read it after hydration only.
  const inUrl = isBrowser ? searchQueryOf(search) : '';
  const [query, setQuery] = useState(inUrl);
  const written = useRef(inUrl);

  useEffect(() => {
    if (inUrl === written.current) return;
    written.current = inUrl;
    setQuery(inUrl);
  }, [inUrl]);

  const update = useCallback(
    (value: string) => {
      setQuery(value);
      written.current = value;
      history.replace({ search: withSearchQuery(history.location.search, value) });
    },
    [history],
  );
  return [query, update];
}
