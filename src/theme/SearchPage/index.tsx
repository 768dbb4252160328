// Replaces the plugin's page rather than wrapping it: a wrap cannot change what the
// page renders, and it needs another structure (results grouped by page, a <main>,
// a labelled search form, a live region). It still searches with the plugin's worker
// and marks words with the plugin's highlighting.
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

import { groupResults } from './groupResults';
import Results from './Results';
import { statusText } from './statusText';
import { queryParam } from './query';
import { useUrlQuery } from './useUrlQuery';
import { useSearchResults } from './useSearchResults';
import styles from './styles.module.css';

/** Arrow keys move between the search box and the result links, in reading order. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const stops = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('input[type="search"], ol a'),
  );
  const from = stops.indexOf(event.target as HTMLElement);
  const to = stops[from + (event.key === 'ArrowDown' ? 1 : -1)];
  if (from === -1 || !to) return;
  event.preventDefault();
  to.focus();
}

function SearchPageContent({
  query,
  setQuery,
}: {
  query: string;
  setQuery: (value: string) => void;
}): ReactNode {
  const state = useSearchResults(query);
  const pages = useMemo(() => (state.status === 'done' ? groupResults(state.hits) : []), [state]);
  const tokens = state.status === 'done' ? (state.hits[0]?.tokens ?? []) : [];
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();

  // A reader who opens the page without a query came to type one.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).get(queryParam)) inputRef.current?.focus();
  }, []);

  return (
    <main className="container margin-vert--lg">
      <div className="row">
        <div className="col col--8 col--offset-2" onKeyDown={moveFocus}>
          <h1>Search the documentation</h1>
          <form
            role="search"
            className={styles.form}
            // Without JavaScript the browser sends the form to this same page.
            method="get"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={inputId} className={styles.label}>
              Search for
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="search"
              name={queryParam}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby={statusId}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
            />
          </form>
          <p
            id={statusId}
            role="status"
            className={clsx(styles.status, state.status === 'failed' && styles.statusFailed)}
          >
            {statusText(state, pages.length)}
          </p>
          {pages.length > 0 && <Results pages={pages} tokens={tokens} />}
        </div>
      </div>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  const [query, setQuery] = useUrlQuery();
  return (
    <Layout
      title={query ? `Search results for “${query}”` : 'Search the documentation'}
      description="Search every page of the ChitChatLabs documentation."
    >
      <Head>
        {/* For readers, not crawlers: keep result pages out of search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <SearchPageContent query={query} setQuery={setQuery} />
    </Layout>
  );
}
