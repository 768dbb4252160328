import type { LoadContext, Plugin } from '@docusaurus/types';

const dismissedAttribute = 'data-announcement-bar-initially-dismissed';
const idStorageKey = 'docusaurus.announcement.id';

/**
 * The classic theme hides a dismissed announcement bar before hydration from the
 * stored "dismiss" flag alone, so a new announcement (a new id) stays hidden for
 * the whole first page view after the change. This runs right after that inline
 * script and shows the bar again when the stored id is not the current one.
 */
export function announcementBarIdScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(idStorageKey)})!==${JSON.stringify(
    id,
  )}){document.documentElement.setAttribute(${JSON.stringify(dismissedAttribute)},'false')}}catch(e){}})();`;
}

type ThemeConfigWithBar = { announcementBar?: { id?: string } };

export default function announcementBarIdPlugin(context: LoadContext): Plugin {
  const { announcementBar } = context.siteConfig.themeConfig as ThemeConfigWithBar;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      return {
        preBodyTags: [
          { tagName: 'script', innerHTML: announcementBarIdScript(announcementBar.id) },
        ],
      };
    },
  };
}
