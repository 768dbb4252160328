import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';
import { useLocation } from '@docusaurus/router';
import Provider from '@theme-init/Layout/Provider';
import type ProviderType from '@theme/Layout/Provider';
import type { WrapperProps } from '@docusaurus/types';

import { markdownPathFor } from '../../../client/markdownPath';

type Props = WrapperProps<typeof ProviderType>;

/** The pages plugin's pages (the landing page): the build gives each a Markdown copy. */
const pagesPluginName = 'docusaurus-plugin-content-pages';

/**
 * The layout's providers, plus, on a page outside the docs that has a Markdown copy, the
 * pointer to it that doc pages carry from their metadata (../../DocItem/Metadata). The
 * layout itself cannot be wrapped from a plugin: `@theme-init/Layout` is Docusaurus's
 * fallback, an empty one, not the classic theme's.
 */
export default function LayoutProviderWrapper(props: Props): ReactNode {
  const { plugin } = useRouteContext();
  const { pathname } = useLocation();
  return (
    <>
      {plugin.name === pagesPluginName && (
        <Head>
          <link rel="alternate" type="text/markdown" href={markdownPathFor(pathname)} />
        </Head>
      )}
      <Provider {...props} />
    </>
  );
}
