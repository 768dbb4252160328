import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconExternalLink from '@theme/Icon/ExternalLink';

import { askAboutPage, chatGptUrl, claudeUrl, opensInNewTab } from './aiLinks';
import { copyPageWithToast } from './copyMarkdown';
import { useMenuButton } from './useMenuButton';
import styles from './styles.module.css';

type Props = {
  /** Same-origin path of the page's Markdown, e.g. `/introduction.md`. */
  markdownPath: string;
  /** Absolute URL of the page on the production site. */
  pageUrl: string;
  /** Absolute URL of the page's Markdown on the production site. */
  markdownUrl: string;
};

const viewAsMarkdown = translate({ id: 'copyPage.viewAsMarkdown', message: 'View as Markdown' });

/**
 * "Copy page": copies the page as Markdown; its menu (a WAI-ARIA menu button) views
 * the Markdown or opens it in an AI assistant.
 */
export default function CopyPage({ markdownPath, pageUrl, markdownUrl }: Props): ReactNode {
  const prompt = askAboutPage(pageUrl, markdownUrl);
  const items = [
    { label: viewAsMarkdown, href: markdownPath, external: false },
    {
      label: translate({ id: 'copyPage.openInChatGpt', message: 'Open in ChatGPT' }),
      href: chatGptUrl(prompt),
      external: true,
    },
    {
      label: translate({ id: 'copyPage.openInClaude', message: 'Open in Claude' }),
      href: claudeUrl(prompt),
      external: true,
    },
  ];
  const {
    open,
    menuId,
    toggleId,
    rootRef,
    toggleRef,
    itemRef,
    toggle,
    close,
    onToggleKeyDown,
    onMenuKeyDown,
  } = useMenuButton(items.map((item) => item.label));
  const copy = (): Promise<void> =>
    copyPageWithToast(markdownPath, {
      success: translate({ id: 'copyPage.copied', message: 'Page copied as Markdown' }),
      failure: translate(
        {
          id: 'copyPage.copyFailed',
          message: 'Could not copy the page. Use “{viewAsMarkdown}” instead.',
        },
        { viewAsMarkdown },
      ),
    });

  return (
    // Controls, not the page's text: search leaves them out of its index.
    <div className={styles.copyPage} ref={rootRef} data-nosnippet>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        <IconCopy width={16} height={16} aria-hidden="true" focusable="false" />
        {translate({ id: 'copyPage.copy', message: 'Copy page' })}
      </button>
      <button
        type="button"
        id={toggleId}
        ref={toggleRef}
        className={styles.toggle}
        aria-label={translate({ id: 'copyPage.more', message: 'More ways to read this page' })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onKeyDown={onToggleKeyDown}
      >
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
          <path
            d="m6 9 6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
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
                ref={itemRef(index)}
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
                {item.external && (
                  // The theme's icon names itself "(opens in new tab)"; the item's name stays its label.
                  <span aria-hidden="true">
                    <IconExternalLink width={14} height={14} />
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
