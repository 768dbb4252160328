import type { ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { markdownPathFor } from '../../../client/markdownPath';
import CopyPage from '../../CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** The doc's content with the "Copy page" button beside its title. */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const markdownPath = markdownPathFor(metadata.permalink);
  return (
    <>
      <CopyPage
        markdownPath={markdownPath}
        pageUrl={new URL(metadata.permalink, siteConfig.url).href}
        markdownUrl={new URL(markdownPath, siteConfig.url).href}
      />
      <Content {...props} />
    </>
  );
}
