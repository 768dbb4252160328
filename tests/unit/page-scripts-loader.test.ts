import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { appLoaderScript, pageScriptsAttribute } from '@site/plugins/page-scripts/loader';

const bundles = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
const routeChunks = ['/assets/js/5e95c892.1.js', '/assets/js/b79a507f.2.js'];
const pageScripts = [...bundles, ...routeChunks];

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser that reports paints, as Chromium, Firefox and Safari do; `paint()` reports the first. */
function withPaintTiming(): { beforeParse: (window: object) => void; paint: () => void } {
  const callbacks: PaintCallback[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe(): void {}
  }
  return {
    beforeParse: (window) => Object.assign(window, { PerformanceObserver: PaintObserver }),
    paint: () =>
      callbacks.forEach((callback) =>
        callback({
          getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
        }),
      ),
  };
}

/** A page whose body ends with the loader, as the built pages do (parsed, not yet loaded). */
function pageWithLoader(beforeParse?: (window: object) => void, scripts = pageScripts): JSDOM {
  return new JSDOM(
    `<!doctype html><html data-has-hydrated="false"><head></head><body><p>Text</p>
    <button type="button">Copy page</button><a href="#top">Top</a><script ${pageScriptsAttribute}="${scripts.join(
      ' ',
    )}">${appLoaderScript()}</script></body></html>`,
    { runScripts: 'dangerously', beforeParse },
  );
}

/** Lets the tasks the loader queued run (jsdom runs timers in the order they were set). */
const laterTasks = (dom: JSDOM): Promise<void> =>
  new Promise((resolve) => dom.window.setTimeout(resolve, 0));

const requestedScripts = (dom: JSDOM): string[] =>
  [...dom.window.document.head.querySelectorAll('script[src]')].map(
    (script) => script.getAttribute('src') ?? '',
  );

const loaded = (dom: JSDOM): Promise<void> =>
  new Promise((resolve) =>
    dom.window.addEventListener('load', () => dom.window.setTimeout(resolve, 0)),
  );

describe('the inline loader of the app bundles', () => {
  it('requests nothing before the page has loaded, then every script it lists, run in order', async () => {
    const dom = pageWithLoader();
    expect(requestedScripts(dom)).toEqual([]);
    await loaded(dom);
    await laterTasks(dom);
    expect(requestedScripts(dom)).toEqual(pageScripts);
    const scripts = [...dom.window.document.head.querySelectorAll('script')];
    expect(scripts.every((script) => !script.async)).toBe(true);
  });

  it('requests the first script at once and each of the others in a task of its own', async () => {
    const dom = pageWithLoader();
    // Mutation records are delivered once per task: one batch for each task that adds scripts.
    const batches: number[] = [];
    new dom.window.MutationObserver((records) =>
      batches.push(records.reduce((count, record) => count + record.addedNodes.length, 0)),
    ).observe(dom.window.document.head, { childList: true });
    dom.window.dispatchEvent(new dom.window.Event('pointerdown'));
    expect(requestedScripts(dom)).toEqual(pageScripts.slice(0, 1));
    await loaded(dom);
    await laterTasks(dom);
    expect(requestedScripts(dom)).toEqual(pageScripts);
    expect(batches).toEqual(pageScripts.map(() => 1));
  });

  it('where paints are reported, waits for the first contentful paint, not the load event', async () => {
    const browser = withPaintTiming();
    const dom = pageWithLoader(browser.beforeParse);
    await loaded(dom);
    expect(requestedScripts(dom)).toEqual([]);
    browser.paint();
    await laterTasks(dom);
    expect(requestedScripts(dom)).toEqual(pageScripts.slice(0, 1));
    await laterTasks(dom);
    expect(requestedScripts(dom)).toEqual(pageScripts);
  });

  it('starts them at the first input if it comes before the load event, and only once', async () => {
    const dom = pageWithLoader();
    dom.window.dispatchEvent(new dom.window.Event('pointerdown'));
    expect(requestedScripts(dom)).toEqual(pageScripts.slice(0, 1));
    dom.window.dispatchEvent(new dom.window.Event('keydown'));
    await loaded(dom);
    await laterTasks(dom);
    expect(requestedScripts(dom)).toEqual(pageScripts);
  });

  it('holds a button press made before hydration and presses the button again after it', async () => {
    const dom = pageWithLoader();
    const { document } = dom.window;
    const button = document.querySelector('button');
    const presses: boolean[] = [];
    // Where the app's own handler sits: under the window, as React's root listener does.
    document.body.addEventListener('click', (event) => presses.push(event.type === 'click'));
    button?.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(presses).toEqual([]);
    expect(requestedScripts(dom)).toEqual(pageScripts.slice(0, 1));

    document.documentElement.setAttribute('data-has-hydrated', 'true');
    await new Promise((resolve) => dom.window.setTimeout(resolve, 0));
    expect(presses).toHaveLength(1);

    // Once hydrated, presses pass straight through, once each.
    button?.click();
    expect(presses).toHaveLength(2);
  });

  it('lets links and other clicks through before hydration', () => {
    const dom = pageWithLoader();
    const { document } = dom.window;
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => {
      clicks.push((event.target as Element).tagName);
      event.preventDefault(); // jsdom does not navigate; keep the page
    });
    document.querySelector('a')?.click();
    document.querySelector('p')?.click();
    expect(clicks).toEqual(['A', 'P']);
  });
});
