import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { highlightParam } from '@site/src/theme/SearchPage/groupResults';

import Placeholder from './Placeholder';
import { patchResultsAccessibility, resultsAnnouncement } from './accessibleResults';
import { isFocusKeymap, isMacPlatform, isSlashShortcut } from './shortcuts';
import styles from './styles.module.css';
import '@site/src/css/search.css';

// Wrapped, not ejected: the plugin's box starts downloading the search index as soon
// as the pointer passes over it. Mounting it only when the reader asks for search
// (focus, Ctrl+K or /) keeps the index, and the box's own code, off every page load.
// Memoised because a re-render of the plugin's box puts back the last text React saw
// in it, and it stops telling React about typing once its dropdown takes over.
const PluginSearchBar = memo(lazy(() => import('@theme-original/SearchBar')));

/** Runs once the plugin's box (its sibling in the same Suspense boundary) is mounted. */
function AfterMount({ run }: { run: () => void }): null {
  useEffect(run, [run]);
  return null;
}

/** Says, for screen readers, how many results the open dropdown holds. */
function ResultsStatus({
  slotRef,
  active,
}: {
  slotRef: RefObject<HTMLDivElement | null>;
  active: boolean;
}): ReactNode {
  const [text, setText] = useState('');
  useEffect(() => {
    const slot = slotRef.current;
    if (!active || !slot) return;
    const update = (): void => {
      patchResultsAccessibility(slot);
      setText(resultsAnnouncement(slot));
    };
    const observer = new MutationObserver(update);
    observer.observe(slot, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-expanded'],
    });
    return () => observer.disconnect();
  }, [slotRef, active]);
  return (
    <div role="status" className={styles.visuallyHidden}>
      {text}
    </div>
  );
}

function typeInto(input: HTMLInputElement, value: string): void {
  // The plugin's input is controlled by React: use the native setter and an input
  // event so React sees the change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const slotRef = useRef<HTMLDivElement>(null);
  const placeholderRef = useRef<HTMLInputElement>(null);

  const request = useCallback(() => setRequested(true), []);
  // A page reached from a search result carries the words to mark, and the plugin's
  // box marks them: mount it (that alone does not load the index). After hydration
  // only, as the server-rendered page has no query string.
  const carriesHighlight = isBrowser && new URLSearchParams(search).has(highlightParam);

  useEffect(() => {
    const isMac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent): void => {
      // Once loaded, the plugin answers its own keymap.
      const wanted = isSlashShortcut(event) || (!loaded && isFocusKeymap(event, isMac));
      if (!wanted) return;
      event.preventDefault();
      slotRef.current?.querySelector<HTMLInputElement>('input.navbar__search-input')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  // Hand over from the placeholder to the plugin's box in one task, so no keystroke
  // falls between them. It waits one timeout: on mount the plugin resets its box to
  // the page's highlighted words in a timeout of its own, queued just before this one.
  const handOver = useCallback(() => {
    const timer = window.setTimeout(() => {
      const placeholder = placeholderRef.current;
      const focus = placeholder !== null && document.activeElement === placeholder;
      const value = placeholder?.value ?? '';
      flushSync(() => setLoaded(true));
      const input = slotRef.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
      if (!input) return;
      if (value) typeInto(input, value);
      if (focus) input.focus();
    });
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div ref={slotRef} className={styles.slot}>
      <ResultsStatus slotRef={slotRef} active={loaded} />
      {!loaded && <Placeholder ref={placeholderRef} onActivate={request} />}
      {(requested || carriesHighlight) && (
        <div className={loaded ? styles.slot : styles.loading}>
          <Suspense fallback={null}>
            <PluginSearchBar {...props} />
            <AfterMount run={handOver} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
