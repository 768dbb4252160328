import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import { markdownPathFor } from '../../../client/markdownPath';

type Props = WrapperProps<typeof MetadataType>;

/** The doc's metadata, plus a pointer to its Markdown for tools that prefer it. */
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownPathFor(metadata.permalink)} />
      </Head>
    </>
  );
}
