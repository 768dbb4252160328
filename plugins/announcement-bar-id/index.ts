import type { LoadContext, Plugin } from '@docusaurus/types';

export { validateNoOptions as validateOptions } from '../noOptions';

const dismissedAttribute = 'data-announcement-bar-initially-dismissed';
const idStorageKey = 'docusaurus.announcement.id';
const dismissStorageKey = 'docusaurus.announcement.dismiss';

/**
 * The classic theme hides a dismissed announcement bar before hydration from the
 * stored "dismiss" flag alone, so a new announcement (a new id) stays hidden for
 * the whole first page view after the change. This runs right after that inline
 * script and shows the bar again when the stored id is not the current one.
 *
 * When that bar had been dismissed, the page the browser saved had no bar. Chromium
 * restores a reloaded page's scroll position by its scroll anchor (the element that
 * was at the top, and its offset), so it would scroll the page down by the bar's
 * height and leave the new bar above the viewport. Without scroll anchoring for
 * this one page view, it restores the saved pixel offset instead: the top stays the
 * top, and the bar shows.
 */
export function announcementBarIdScript(id: string): string {
  const key = JSON.stringify;
  return `(function(){try{if(localStorage.getItem(${key(idStorageKey)})!==${key(id)}){var root=document.documentElement;if(localStorage.getItem(${key(dismissStorageKey)})==='true'){root.style.overflowAnchor='none'}root.setAttribute(${key(dismissedAttribute)},'false')}}catch(e){}})();`;
}

type ThemeConfigWithBar = { announcementBar?: { id?: string } };

export default function announcementBarIdPlugin(context: LoadContext): Plugin {
  const { announcementBar } = context.siteConfig.themeConfig as ThemeConfigWithBar;
  return {
    name: 'chitchatlabs-announcement-bar-id',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      // In the head, as the theme's script (its patch in patches/): after it, and before
      // the stylesheet, which an inline script after it would wait for.
      return {
        headTags: [{ tagName: 'script', innerHTML: announcementBarIdScript(announcementBar.id) }],
      };
    },
  };
}
