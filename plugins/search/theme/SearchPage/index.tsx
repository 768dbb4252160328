// The search page (its route comes from this plugin): the same engine and
// result component as the dialog, with the query kept in the address.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

import { groupResults } from '../../client/groupResults';
import { useSearchVersions } from '../../client/searchIndexUrl';
import { searchIndex } from '../../client/searchClient';
import { searchQueryOf, searchQueryParam } from '../../client/searchUrl';
import { firstScreenPages, useSearch } from '../../client/useSearch';
import { searchStrings as t } from '../SearchDialog/strings';
import { ResultsList } from '../SearchResults';
import { chosenVersion, VersionChoice } from '../SearchResults/VersionChoice';
import { EarlyWorkerScript } from './EarlyWorkerScript';
import { useUrlQuery } from './useUrlQuery';
import styles from './styles.module.css';

/**
 * Asks for the answer to the address's query as the page first renders in the browser,
 * while React hydrates it: the query state reads the address once hydration is done, and
 * its search then shares this one (`searchIndex` answers the same query once).
 */
function useAddressQueryAsked(indexUrl: string): void {
  // A state's initializer: once per mount, in the first render, before any effect.
  useState(() => {
    const query = typeof window === 'undefined' ? '' : searchQueryOf(window.location.search);
    if (query.trim()) searchIndex(indexUrl, query.trim(), firstScreenPages).catch(() => undefined);
  });
}

function SearchPageContent({
  query,
  setQuery,
}: {
  query: string;
  setQuery: (value: string) => void;
}): ReactNode {
  const { versions, reading } = useSearchVersions();
  const [versionName, setVersionName] = useState<string>();
  const version = chosenVersion(versions, reading, versionName);
  useAddressQueryAsked(version.indexUrl);
  const state = useSearch(query, version.indexUrl);
  // The answer's hits keep their identity until the next answer (the state is made anew each render).
  const hits = state.status === 'done' ? state.hits : undefined;
  const groups = useMemo(() => (hits ? groupResults(hits) : []), [hits]);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();

  // A reader who opens the page without a query came to type one.
  useEffect(() => {
    if (!searchQueryOf(window.location.search)) inputRef.current?.focus();
  }, []);

  let status: string;
  if (state.status === 'idle') status = t.idle();
  else if (state.status === 'loading') status = t.loading();
  else if (state.status === 'failed') status = t.failed();
  else if (state.sections === 0) status = t.noResults(state.query);
  // The whole answer's count, drawn with its first pages' results.
  else status = t.found(state.sections, state.pages);

  return (
    <main className="container margin-vert--lg">
      <EarlyWorkerScript indexUrl={version.indexUrl} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <h1>{t.dialog()}</h1>
          <form
            role="search"
            className={styles.form}
            // Without JavaScript the browser sends the form to this same page.
            method="get"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={inputId} className={styles.label}>
              {t.label()}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="search"
              name={searchQueryParam}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby={statusId}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
            />
          </form>
          <VersionChoice versions={versions} value={version.name} onChange={setVersionName} />
          <p id={statusId} role="status" className={styles.status}>
            {status}
          </p>
          {state.status === 'done' && state.sections === 0 && (
            <p>
              <Link to="/support">{t.askSupport()}</Link>
            </p>
          )}
          {/* Busy until an answer is drawn: links in view wait for it (plugins/page-scripts). */}
          <div aria-busy={state.status === 'loading'}>
            {groups.length > 0 && <ResultsList groups={groups} />}
          </div>
        </div>
      </div>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  const [query, setQuery] = useUrlQuery();
  return (
    <Layout title={query ? `${t.dialog()}: ${query}` : t.dialog()}>
      <Head>
        {/* For readers, not crawlers: keep result pages out of search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <SearchPageContent query={query} setQuery={setQuery} />
    </Layout>
  );
}
