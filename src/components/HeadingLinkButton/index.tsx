import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { preloadToaster } from '@theme/Toast';

import { LinkIcon } from '@site/src/components/Icons';
import { copyWithToast } from '@site/src/utils/copyWithToast';
import styles from './styles.module.css';

type Props = { id: string; label: string };

/** The page's full URL pointing at this heading's anchor. */
export function sectionUrl(id: string, location: Location = window.location): string {
  return new URL(`#${id}`, location.href).href;
}

/** A small button beside a heading that copies a link to its section. */
export default function HeadingLinkButton({ id, label }: Props): ReactNode {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={translate(
        { id: 'headingLink.ariaLabel', message: 'Copy link to section: {label}' },
        { label },
      )}
      title={translate({ id: 'headingLink.title', message: 'Copy link to this section' })}
      onClick={() =>
        void copyWithToast(sectionUrl(id), {
          success: translate({ id: 'headingLink.copied', message: 'Link to the section copied' }),
          failure: translate({ id: 'headingLink.copyFailed', message: 'Could not copy the link' }),
        })
      }
      onPointerEnter={preloadToaster}
      onFocus={preloadToaster}
    >
      <LinkIcon />
    </button>
  );
}
