import { translate } from '@docusaurus/Translate';

/** What the assistant is asked: read this page's Markdown, then take questions. */
export function askAboutPage(pageUrl: string, markdownUrl: string): string {
  return `Read ${markdownUrl}, the Markdown of the documentation page ${pageUrl}, so I can ask you questions about it.`;
}

/** A new ChatGPT chat with the prompt filled in (nothing is sent until the link is followed). */
export const chatGptUrl = (prompt: string): string =>
  `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`;

/** A new Claude chat with the prompt filled in (nothing is sent until the link is followed). */
export const claudeUrl = (prompt: string): string =>
  `https://claude.ai/new?q=${encodeURIComponent(prompt)}`;

/**
 * The accessible name of a menu link that opens a new tab: its label, then a note that
 * tells screen-reader users the tab will change (the icon says so only to the eye).
 */
export const opensInNewTab = (label: string): string =>
  translate({ id: 'copyPage.opensInNewTab', message: '{label} (opens in a new tab)' }, { label });
