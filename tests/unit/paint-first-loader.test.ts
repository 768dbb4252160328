// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { appLoaderScript } from '@site/plugins/paint-first/loader';

const bundles = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

/** A page whose body ends with the loader, as the built pages do (parsed, not yet loaded). */
function pageWithLoader(): JSDOM {
  return new JSDOM(
    `<!doctype html><html><head></head><body><p>Text</p><script>${appLoaderScript(
      JSON.stringify(bundles),
    )}</script></body></html>`,
    { runScripts: 'dangerously' },
  );
}

const requestedScripts = (dom: JSDOM): string[] =>
  [...dom.window.document.head.querySelectorAll('script[src]')].map(
    (script) => script.getAttribute('src') ?? '',
  );

const loaded = (dom: JSDOM): Promise<void> =>
  new Promise((resolve) =>
    dom.window.addEventListener('load', () => dom.window.setTimeout(resolve, 0)),
  );

describe('the inline loader of the app bundles', () => {
  it('requests nothing before the page has loaded, then the bundles, run in order', async () => {
    const dom = pageWithLoader();
    expect(requestedScripts(dom)).toEqual([]);
    await loaded(dom);
    expect(requestedScripts(dom)).toEqual(bundles);
    const scripts = [...dom.window.document.head.querySelectorAll('script')];
    expect(scripts.every((script) => !script.async)).toBe(true);
  });

  it('starts them at the first input if it comes before the load event, and only once', async () => {
    const dom = pageWithLoader();
    dom.window.dispatchEvent(new dom.window.Event('pointerdown'));
    expect(requestedScripts(dom)).toEqual(bundles);
    dom.window.dispatchEvent(new dom.window.Event('keydown'));
    await loaded(dom);
    expect(requestedScripts(dom)).toEqual(bundles);
  });
});
