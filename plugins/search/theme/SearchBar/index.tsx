// Fills theme-classic's SearchBar slot, which is empty (a no-op) unless a search
// theme provides one: the site's own search is the only one.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  closeDialog,
  isDialogOpen,
  isDialogOpenOnServer,
  openDialog,
  subscribeToDialog,
} from '../../client/dialogSession';
import { useSearchIndexUrl } from '../../client/searchIndexUrl';
import { searchLabel } from './label';
import {
  ariaKeyShortcuts,
  isFocusKeymap,
  isMacPlatform,
  isSlashShortcut,
  shortcutHints,
} from './shortcuts';
import styles from './styles.module.css';

// The dialog, the search engine and its index come with the reader's intent, never
// with the page: the code when the page is idle or the pointer heads for the button,
// the index when the button is hovered or focused, or the dialog opens.
const loadDialog = () => import('../SearchDialog/withIndex');
// Under `npm start` the bundler compiles a dynamic import when it is first asked for: asked
// at idle, the dialog's compilation ran beside a writer's first edit and held its rebuild
// (1.8 s instead of 1.0 at 1,000 pages). There the code comes with intent only.
const loadsDialogWhenIdle = process.env.NODE_ENV === 'production';
const SearchDialog = lazy(loadDialog);

function whenIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2000);
  return () => clearTimeout(id);
}

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && isMacPlatform();
  const open = useSyncExternalStore(subscribeToDialog, isDialogOpen, isDialogOpenOnServer);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const indexUrl = useSearchIndexUrl();

  const preload = useCallback(() => {
    void loadDialog().then((module) => module.preloadIndex(indexUrl));
  }, [indexUrl]);

  useEffect(() => (loadsDialogWhenIdle ? whenIdle(() => void loadDialog()) : undefined), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isSlashShortcut(event) && !isFocusKeymap(event, isMacPlatform())) return;
      event.preventDefault();
      openDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {/* Named by its label ("Search"), which phones do not show: the Ctrl K key caps
          beside it are a hint, not part of the name (aria-keyshortcuts says them). */}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts={ariaKeyShortcuts(isMac)}
        onClick={openDialog}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <svg aria-hidden="true" className={styles.icon} viewBox="0 0 16 16" focusable="false">
          <path
            fill="currentColor"
            d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82a5.88 5.88 0 0 0 1.16-3.57A6 6 0 1 0 9.6 10.9l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
          />
        </svg>
        <span className={clsx('visually-hidden', styles.label)}>{searchLabel()}</span>
        <span className={styles.hints} aria-hidden="true">
          {shortcutHints(isMac).map((hint) => (
            <kbd key={hint} className={styles.hint}>
              {hint}
            </kbd>
          ))}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={closeDialog} searchButton={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
