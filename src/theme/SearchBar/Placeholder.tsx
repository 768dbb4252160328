import type { ReactNode, Ref } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';

import { isMacPlatform, shortcutHints } from './shortcuts';
import styles from './styles.module.css';

type Props = {
  /** The reader focused the box, or typed in it (focus may predate hydration). */
  onActivate: () => void;
  ref: Ref<HTMLInputElement>;
};

/**
 * A look-alike of the plugin's search box, shown until the reader first asks for
 * search. It holds focus and any typed text until the real box takes over.
 */
export default function Placeholder({ onActivate, ref }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div className={clsx('navbar__search', styles.box)} dir="ltr">
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={ref}
        className={clsx('navbar__search-input', styles.input)}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        onFocus={onActivate}
        onChange={onActivate}
      />
      {isBrowser && (
        <div className={styles.hints}>
          {shortcutHints(isMacPlatform()).map((hint) => (
            <kbd key={hint} className={styles.hint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
