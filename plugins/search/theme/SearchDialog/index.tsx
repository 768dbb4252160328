import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';

import { dialogOpener, dialogQuery, keepDialogQuery } from '../../client/dialogSession';
import type { Hit } from '../../client/engine';
import { groupResults } from '../../client/groupResults';
import { readRecentSearches, rememberSearch } from '../../client/recentSearches';
import { useSearchVersions } from '../../client/searchIndexUrl';
import { searchPageUrl } from '../../client/searchUrl';
import { useEnterOnQuery } from '../../client/useEnterOnQuery';
import { useSearch } from '../../client/useSearch';
import { recordHref } from '../../records';
import { ResultsListbox, optionId } from '../SearchResults';
import { chosenVersion, VersionChoice } from '../SearchResults/VersionChoice';
import { searchStrings as t } from './strings';
import styles from './styles.module.css';

type Props = {
  onClose: () => void;
  /** Where focus goes on closing when what had it is no longer on the page. */
  searchButton?: RefObject<HTMLElement | null>;
};

/** Focusable controls of the dialog, in tab order, for the focus trap. */
const focusables = (dialog: HTMLElement): HTMLElement[] =>
  Array.from(dialog.querySelectorAll<HTMLElement>('input, select, button, a[href]'));

/**
 * The site's search: a modal dialog (full screen on phones) whose box is a
 * combobox over a listbox of results grouped by page. Arrows move, Enter opens the
 * section, Escape closes; focus stays inside and goes back where it was.
 */
export default function SearchDialog({ onClose, searchButton }: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  // Drawn again with what the box held when a navigation draws a new navbar.
  const [query, setQueryState] = useState(dialogQuery);
  const setQuery = (next: string): void => {
    keepDialogQuery(next);
    setQueryState(next);
  };
  const [active, setActive] = useState(0);
  const [recent] = useState(readRecentSearches);
  const { versions, reading } = useSearchVersions();
  const [versionName, setVersionName] = useState<string>();
  const version = chosenVersion(versions, reading, versionName);
  const state = useSearch(query, version.indexUrl);
  const listboxId = useId();
  const statusId = useId();
  const titleId = useId();

  // Keyed by the answer, not by the render: a key typed redraws the box, not the results.
  const answer = state.status === 'done' ? state.hits : undefined;
  const groups = useMemo(() => (answer ? groupResults(answer) : []), [answer]);
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const showRecent = query.trim() === '' && recent.length > 0;
  const optionCount = showRecent ? recent.length : hits.length;

  // Mounted when the reader opens search, unmounted when it closes.
  useEffect(() => {
    dialogRef.current?.showModal();
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  // The modal must close before focus can leave it.
  const close = (): void => {
    dialogRef.current?.close();
    (dialogOpener() ?? searchButton?.current)?.focus();
    onClose();
  };

  const leaveFor = (to: string, forQuery: string): void => {
    rememberSearch(forQuery);
    dialogRef.current?.close();
    onClose();
    history.push(to);
  };
  const choose = (hit: Hit, forQuery = query): void => leaveFor(recordHref(hit.record), forQuery);
  const latestChoose = useRef(choose);
  latestChoose.current = choose;
  const chooseResult = useCallback((hit: Hit) => latestChoose.current(hit), []);
  const enterKey = useEnterOnQuery(state, version.indexUrl, {
    openHit: choose,
    openSearchPage: (typed) => leaveFor(searchPageUrl(typed), typed),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + optionCount) % optionCount);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // The box holds what the reader typed; this render may not have drawn it yet.
      const typed = event.currentTarget.value;
      if (typed.trim()) enterKey.press(typed, hits[active]);
      else if (showRecent) {
        setQuery(recent[active] ?? '');
        setActive(0);
      }
    } else if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // A search box's first Escape would only clear it, and the dialog would not hear
      // it: one Escape closes, as the dialog's foot says.
      event.preventDefault();
      close();
    }
  };

  // Tab and Shift+Tab go round the dialog's own controls.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const stops = focusables(dialogRef.current);
    const [first, last] = [stops[0], stops[stops.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const expanded = optionCount > 0;
  const activeId = expanded ? optionId(listboxId, Math.min(active, optionCount - 1)) : undefined;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={trapFocus}
      // Escape (the browser's cancel) and a click on the backdrop close the dialog.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === dialogRef.current && close()}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className="visually-hidden">
          {t.dialog()}
        </h2>
        <div className={styles.bar} role="search">
          <svg aria-hidden="true" className={styles.icon} viewBox="0 0 16 16" focusable="false">
            <path
              fill="currentColor"
              d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82a5.88 5.88 0 0 0 1.16-3.57A6 6 0 1 0 9.6 10.9l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
            />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={t.label()}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-describedby={statusId}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // Each new query starts at its best result.
              setActive(0);
              enterKey.cancel();
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <button type="button" className={styles.close} onClick={close}>
            <span className="visually-hidden">{t.close()}</span>
            <span aria-hidden="true">Esc</span>
          </button>
        </div>

        {/* Busy while the results drawn are not yet those of what the box holds. */}
        <div className={styles.body} aria-busy={isBusy(state, query)}>
          <VersionChoice versions={versions} value={version.name} onChange={setVersionName} />
          <p id={statusId} role="status" className={styles.status}>
            <Status state={state} />
          </p>
          {/* `npm start` indexes the docs' sources, not rendered pages: say its answers may differ. */}
          {process.env.NODE_ENV === 'development' && <p className={styles.status}>{t.preview()}</p>}
          {state.status === 'done' && hits.length === 0 && (
            <p className={styles.status}>
              <Link to="/support" onClick={onClose}>
                {t.askSupport()}
              </Link>
            </p>
          )}
          {showRecent && (
            <RecentList
              id={listboxId}
              items={recent}
              active={active}
              onActivate={setActive}
              onChoose={(item) => {
                setQuery(item);
                setActive(0);
                inputRef.current?.focus();
              }}
            />
          )}
          {!showRecent && groups.length > 0 && (
            <ResultsListbox
              id={listboxId}
              label={t.results()}
              groups={groups}
              activeIndex={active}
              onActivate={setActive}
              onChoose={chooseResult}
            />
          )}
        </div>

        <div className={styles.foot}>
          <span className={styles.keys}>{t.keys()}</span>
          {query.trim() && (
            <Link
              to={searchPageUrl(query.trim())}
              onClick={() => {
                rememberSearch(query);
                onClose();
              }}
            >
              {t.seeAll()}
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}

const isBusy = (state: ReturnType<typeof useSearch>, query: string): boolean =>
  state.status === 'loading' || (state.status === 'done' && state.query !== query.trim());

/** The whole answer's count, drawn with its first pages' results. */
function Status({ state }: { state: ReturnType<typeof useSearch> }): ReactNode {
  switch (state.status) {
    case 'idle':
      return t.idle();
    case 'loading':
      return t.loading();
    case 'failed':
      return t.failed();
    case 'done':
      return state.sections === 0 ? t.noResults(state.query) : t.found(state.sections, state.pages);
  }
}

function RecentList({
  id,
  items,
  active,
  onActivate,
  onChoose,
}: {
  id: string;
  items: string[];
  active: number;
  onActivate: (index: number) => void;
  onChoose: (item: string) => void;
}): ReactNode {
  const headingId = `${id}-heading`;
  return (
    <>
      <h3 id={headingId} className={styles.recentTitle}>
        {t.recent()}
      </h3>
      <div role="listbox" id={id} aria-labelledby={headingId} className={styles.recent}>
        {items.map((item, index) => (
          <div
            key={item}
            role="option"
            id={optionId(id, index)}
            aria-selected={index === active}
            className={index === active ? styles.recentActive : styles.recentItem}
            onPointerMove={() => index !== active && onActivate(index)}
            onClick={() => onChoose(item)}
          >
            {item}
          </div>
        ))}
      </div>
    </>
  );
}
