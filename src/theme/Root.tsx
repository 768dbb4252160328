import type { ReactNode } from 'react';
import OriginalRoot from '@theme-original/Root';
import type RootType from '@theme/Root';
import type { WrapperProps } from '@docusaurus/types';

import ToasterMount from './Toast/ToasterMount';

type Props = WrapperProps<typeof RootType>;

/** Adds, once for the whole site, the (on-demand) toaster. */
export default function Root(props: Props): ReactNode {
  return (
    <>
      <OriginalRoot {...props} />
      <ToasterMount />
    </>
  );
}
