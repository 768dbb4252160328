// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import {
  earlyWorkerAttributes as attributes,
  takeEarlyWorker,
  unnamedWorker,
} from '../../plugins/search/client/earlyWorker';
import { searchThrough, type Port } from '../../plugins/search/client/workerProtocol';
import type { PageBytes } from '../../plugins/build-steps/pageBytes';
import { earlyWorkerScript, withWorkerNamed } from '../../plugins/search/earlyWorkerStep';

/** A stand-in for the browser's Worker: notes its script and what it is sent. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly posted: unknown[] = [];
  private readonly errorListeners: (() => void)[] = [];
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  addEventListener(type: string, listener: () => void): void {
    if (type === 'error') this.errorListeners.push(listener);
  }
  fail(): void {
    for (const listener of this.errorListeners) listener();
  }
}

const page = { href: 'https://docs.example.com/fr/search?q=%20template%20categories%20' };
const scriptAttributes: Record<string, string> = {
  [attributes.worker]: '/fr/assets/js/87.0bc3b47c.js',
  [attributes.index]: '/fr/search-index.json',
  [attributes.firstPages]: '6',
};

/** Runs the early script as a page at `href` would, its element holding `held` attributes. */
function runEarlyScript(held: Record<string, string>, href = page.href): void {
  const url = new URL(href);
  const script = { getAttribute: (name: string) => held[name] ?? null };
  const run = new Function('document', 'location', 'Worker', 'window', earlyWorkerScript) as (
    ...globals: unknown[]
  ) => void;
  run({ currentScript: script }, url, FakeWorker, window);
}

afterEach(() => {
  FakeWorker.started = [];
  takeEarlyWorker();
});

describe("the search page's early worker", () => {
  it('starts the named worker and asks it what the app would ask for the address’s query', () => {
    runEarlyScript(scriptAttributes);
    expect(FakeWorker.started.map((worker) => worker.url)).toEqual([
      '/fr/assets/js/87.0bc3b47c.js',
    ]);
    const asked: unknown[] = [];
    const app: Port = { postMessage: (message) => asked.push(message), addEventListener() {} };
    void searchThrough(app).search(
      'https://docs.example.com/fr/search-index.json',
      'template categories',
      6,
    );
    const [early] = FakeWorker.started[0]?.posted ?? [];
    expect(early).toEqual({ ...(asked[0] as object), id: -1 });
  });

  it('hands its worker to the app once, unless it failed to start', () => {
    runEarlyScript(scriptAttributes);
    const [started] = FakeWorker.started;
    expect(takeEarlyWorker()).toBe(started);
    expect(takeEarlyWorker()).toBeUndefined();

    runEarlyScript(scriptAttributes);
    FakeWorker.started[1]?.fail();
    expect(takeEarlyWorker()).toBeUndefined();
  });

  it('starts nothing without a query', () => {
    runEarlyScript(scriptAttributes, 'https://docs.example.com/search');
    runEarlyScript(scriptAttributes, 'https://docs.example.com/search?q=%20%20');
    expect(FakeWorker.started).toEqual([]);
    expect(takeEarlyWorker()).toBeUndefined();
  });
});

describe("the build step that names the search worker's script", () => {
  const script = '/assets/js/87.0bc3b47c.js';
  const rest = ` ${attributes.index}=/search-index.json ${attributes.firstPages}=6`;
  const named = `<main><script ${attributes.worker}="${script}"${rest}>${earlyWorkerScript}</script><h1>`;

  it.each([
    ['minified', `<main><script ${attributes.worker}=${unnamedWorker}${rest}></script><h1>`],
    ['unminified', `<main><script ${attributes.worker}="${unnamedWorker}"${rest}></script><h1>`],
    ['single-quoted', `<main><script ${attributes.worker}='${unnamedWorker}'${rest}></script><h1>`],
  ])('names it and writes the script into the search page, %s', (_writing, html) => {
    expect(withWorkerNamed(html as PageBytes, script)).toBe(named);
  });

  it('leaves every other page as it was', () => {
    const other = `<main><p>&lt;script ${attributes.worker}=${unnamedWorker}&gt;&lt;/script&gt; is the search page's</p></main>`;
    expect(withWorkerNamed(other as PageBytes, script)).toBe(other);
  });
});
