import type { ReactNode } from 'react';
import OriginalRoot from '@theme-original/Root';
import type RootType from '@theme/Root';
import type { WrapperProps } from '@docusaurus/types';
import { useKeptServerMarkup } from '@theme/KeptServerMarkup';
import ToasterMount from '@theme/Toast/ToasterMount';

type Props = WrapperProps<typeof RootType>;

/** Adds, once for the whole site, the (on-demand) toaster and the end of the first hydration. */
export default function Root(props: Props): ReactNode {
  useKeptServerMarkup();
  return (
    <>
      <OriginalRoot {...props} />
      <ToasterMount />
    </>
  );
}
