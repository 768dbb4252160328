// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import type { LoadContext } from '@docusaurus/types';

import announcementBarIdPlugin, {
  announcementBarIdScript,
} from '../../plugins/announcement-bar-id';

const attribute = 'data-announcement-bar-initially-dismissed';

/**
 * Runs the script for the announcement `current` after a visit that stored `id` and,
 * when the reader closed the bar, its dismissal.
 */
function runAfter({ id, dismissed = false }: { id?: string; dismissed?: boolean }): void {
  if (id) localStorage.setItem('docusaurus.announcement.id', id);
  if (dismissed) localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  new Function(announcementBarIdScript('current'))();
}

describe('announcement bar id script', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute(attribute, 'true');
    document.documentElement.style.removeProperty('overflow-anchor');
  });

  test('shows the bar again when the stored id is an older one', () => {
    runAfter({ id: 'older' });
    expect(document.documentElement.getAttribute(attribute)).toBe('false');
  });

  test('shows the bar when no id was ever stored', () => {
    runAfter({});
    expect(document.documentElement.getAttribute(attribute)).toBe('false');
  });

  test('turns scroll anchoring off when a dismissed bar comes back with a new id', () => {
    runAfter({ id: 'older', dismissed: true });
    expect(document.documentElement.style.overflowAnchor).toBe('none');
  });

  test('keeps scroll anchoring when the bar was showing already', () => {
    runAfter({ id: 'older' });
    expect(document.documentElement.style.overflowAnchor).toBe('');
    runAfter({ id: 'current', dismissed: true });
    expect(document.documentElement.style.overflowAnchor).toBe('');
  });

  test('keeps a dismissal of the current announcement', () => {
    runAfter({ id: 'current' });
    expect(document.documentElement.getAttribute(attribute)).toBe('true');
  });
});

describe('announcement bar id plugin', () => {
  const contextWith = (themeConfig: object) => ({ siteConfig: { themeConfig } }) as LoadContext;

  /** The one script the plugin puts in <head>, run as the browser would. */
  async function runInjectedScript(barId: string): Promise<void> {
    const plugin = announcementBarIdPlugin(contextWith({ announcementBar: { id: barId } }));
    const tags = await plugin.injectHtmlTags?.({ content: null });
    const headTags = tags && 'headTags' in tags ? tags.headTags : undefined;
    expect(Array.isArray(headTags) ? headTags : []).toHaveLength(1);
    const [tag] = headTags as { tagName: string; innerHTML: string }[];
    expect(tag.tagName).toBe('script');
    new Function(tag.innerHTML)();
  }

  test('injects a script in <head> that checks the configured id', async () => {
    localStorage.setItem('docusaurus.announcement.id', 'launch');
    document.documentElement.setAttribute(attribute, 'true');
    await runInjectedScript('launch');
    expect(document.documentElement.getAttribute(attribute)).toBe('true');

    await runInjectedScript('launch-2');
    expect(document.documentElement.getAttribute(attribute)).toBe('false');
  });

  test('injects nothing without an announcement bar', async () => {
    const plugin = announcementBarIdPlugin(contextWith({}));
    expect(await plugin.injectHtmlTags?.({ content: null })).toEqual({});
  });
});
