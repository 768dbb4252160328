import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';

import { toast } from '@site/src/components/Toast';

import { askAboutPage, chatGptUrl, claudeUrl, opensInNewTab } from './aiLinks';
import { copyMarkdown } from './copyMarkdown';
import { ChevronIcon, CopyIcon, ExternalIcon } from './icons';
import styles from './styles.module.css';

type Props = {
  /** Same-origin path of the page's Markdown, e.g. `/introduction.md`. */
  markdownPath: string;
  /** Absolute URL of the page on the production site. */
  pageUrl: string;
  /** Absolute URL of the page's Markdown on the production site. */
  markdownUrl: string;
};

/**
 * "Copy page": copies the page as Markdown; its menu (a WAI-ARIA menu button) views
 * the Markdown or opens it in an AI assistant.
 */
export default function CopyPage({ markdownPath, pageUrl, markdownUrl }: Props): ReactNode {
  const menuId = useId();
  const toggleId = useId();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const prompt = askAboutPage(pageUrl, markdownUrl);
  const items = [
    { label: 'View as Markdown', href: markdownPath, external: false },
    { label: 'Open in ChatGPT', href: chatGptUrl(prompt), external: true },
    { label: 'Open in Claude', href: claudeUrl(prompt), external: true },
  ];

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen]?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open]);

  const openAt = (index: number): void => {
    setFocusOnOpen(index);
    setOpen(true);
  };
  const close = (): void => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const copy = async (): Promise<void> => {
    try {
      await copyMarkdown(markdownPath);
      toast.success('Page copied as Markdown');
    } catch {
      toast.error('Could not copy the page. Use “View as Markdown” instead.');
    }
  };

  const onToggleKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent): void => {
    const links = itemRefs.current;
    const current = links.findIndex((link) => link === document.activeElement);
    const focus = (index: number): void => links[(index + items.length) % items.length]?.focus();
    const typed = event.key.length === 1 ? event.key.toLowerCase() : '';
    if (event.key === 'ArrowDown') focus(current + 1);
    else if (event.key === 'ArrowUp') focus(current - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else if (typed) {
      const next = items.findIndex(
        (item, i) => i > current && item.label.toLowerCase().startsWith(typed),
      );
      const first = items.findIndex((item) => item.label.toLowerCase().startsWith(typed));
      if (first !== -1) focus(next !== -1 ? next : first);
    } else return;
    event.preventDefault();
  };

  return (
    <div className={clsx('theme-copy-page', styles.copyPage)} ref={rootRef}>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        <CopyIcon />
        Copy page
      </button>
      <button
        type="button"
        id={toggleId}
        ref={toggleRef}
        className={styles.toggle}
        aria-label="More ways to read this page"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onToggleKeyDown}
      >
        <ChevronIcon />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={toggleId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <a
                ref={(link) => {
                  itemRefs.current[index] = link;
                }}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                target="_blank"
                aria-label={opensInNewTab(item.label)}
                rel={item.external ? 'noopener noreferrer' : 'noopener'}
                className={styles.item}
                onClick={close}
              >
                {item.label}
                {item.external && <ExternalIcon />}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
