// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// As in a built site, whose pages the app hydrates (Docusaurus defines it for the bundle).
vi.hoisted(() => {
  process.env.HYDRATE_CLIENT_ENTRY = 'true';
});

import {
  keptBlock,
  useKeptServerMarkup,
} from '../../plugins/kept-server-markup/theme/KeptServerMarkup';
import {
  linkHandlers,
  setHistory,
} from '../../plugins/kept-server-markup/theme/KeptServerMarkup/links';
import { history } from './stubs/docusaurus/router';

const Paragraph = keptBlock('p');
const Bold = ({ children }: { children: ReactNode }) => <b>{children}</b>;

// The page's links as the server drew them: a page of the site, another site, a heading.
const drawnLinks =
  '<a href="/onboarding">Onboarding</a> <a href="https://chitchatlabs.com" target="_blank">app</a> <a href="#quick-start">Quick start</a>';

const prefetch = vi.fn();
const preload = vi.fn();
let observed: Element[] = [];
let report: IntersectionObserverCallback = () => undefined;

beforeAll(() => {
  setHistory(history);
  Object.assign(window, { docusaurus: { prefetch, preload } });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve(target: Element) {
        observed = observed.filter((element) => element !== target);
      }
    },
  );
});
afterAll(() => vi.unstubAllGlobals());

describe('while the first page is hydrated', () => {
  test('a block of text, inline code and links is left as the server drew it', () => {
    const { container } = render(
      <Paragraph>
        Send <code>POST /messages</code> with <a href="/onboarding">a key</a>.
      </Paragraph>,
    );
    // Rendered with no children of its own: hydrating it keeps the server's.
    expect(container.querySelector('p')?.childNodes).toHaveLength(0);
  });

  test('a block holding any other component is rendered as usual', () => {
    const { container } = render(
      <Paragraph>
        Send <Bold>one</Bold> message.
      </Paragraph>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Send one message.');
  });
});

describe("a kept block's links", () => {
  const drawn = () => {
    observed = [];
    return render(<p {...linkHandlers} dangerouslySetInnerHTML={{ __html: drawnLinks }} />)
      .container;
  };

  test('a page of the site opens in the app; other clicks are left to the browser', () => {
    const links = drawn().querySelectorAll('a');
    const [page, otherSite, heading] = links;
    fireEvent.click(page, { ctrlKey: true });
    fireEvent.click(page, { button: 1 });
    fireEvent.click(otherSite);
    fireEvent.click(heading);
    expect(history.pushed).toEqual([]);
    expect(fireEvent.click(page)).toBe(false);
    expect(history.pushed).toEqual(['/onboarding']);
  });

  test("a page's chunks are prefetched in view and preloaded once when a pointer comes", () => {
    const [page] = drawn().querySelectorAll('a');
    expect(observed).toEqual([page]);
    report([{ target: page, isIntersecting: true } as unknown as IntersectionObserverEntry], {
      disconnect: () => undefined,
    } as unknown as IntersectionObserver);
    expect(prefetch).toHaveBeenCalledWith('/onboarding');
    expect(observed).toEqual([]);
    fireEvent.mouseOver(page);
    fireEvent.touchStart(page);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('/onboarding');
  });
});

test('where the app renders from scratch (docusaurus start), blocks render as usual', async () => {
  vi.resetModules();
  delete process.env.HYDRATE_CLIENT_ENTRY;
  const fresh = await import('../../plugins/kept-server-markup/theme/KeptServerMarkup');
  process.env.HYDRATE_CLIENT_ENTRY = 'true';
  const Fresh = fresh.keptBlock('p');
  const { container } = render(<Fresh>A page in the writer&apos;s preview.</Fresh>);
  expect(container.querySelector('p')).toHaveTextContent("A page in the writer's preview.");
});

test('once the first page is hydrated, blocks mounted later render as usual', () => {
  function Root(): ReactNode {
    useKeptServerMarkup();
    return null;
  }
  render(<Root />);
  const { container } = render(<Paragraph>Another page.</Paragraph>);
  expect(container.querySelector('p')).toHaveTextContent('Another page.');
});
