import type { ReactNode } from 'react';

import { preloadToaster } from '@site/src/components/Toast';
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
      aria-label={`Copy link to section: ${label}`}
      title="Copy link to this section"
      onClick={() =>
        void copyWithToast(sectionUrl(id), {
          success: 'Link to the section copied',
          failure: 'Could not copy the link',
        })
      }
      onPointerEnter={preloadToaster}
      onFocus={preloadToaster}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
