import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search results page is for readers, not for crawlers: keep it out of search
 * engines. (The plugin's own tag uses `property`, which robots do not read.)
 */
export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
