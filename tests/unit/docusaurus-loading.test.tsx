// @vitest-environment jsdom
/**
 * The page-loading component the site ships: what `@theme/Loading` resolves to in the
 * site's build (Docusaurus's fallback, unless src/theme or a theme replaces it): a
 * spinner while a page loads, a red error box with Retry when it fails.
 *
 * No page of the site can show it in a browser: Docusaurus loads a route's chunks
 * before it renders the route (a failure there reloads the page, tested in
 * tests/e2e/loading.spec.ts), and hydrates the first page only once its chunks are in.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { LoadedPlugin, LoadContext } from '@docusaurus/types';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';

type LoadingProps = {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: Error | undefined;
  retry: () => void;
};

// Docusaurus's own server code, loaded by Node as the build loads it.
const nodeRequire = createRequire(import.meta.url);
const { loadContext } = nodeRequire('@docusaurus/core/lib/server/site.js') as {
  loadContext: (options: { siteDir: string }) => Promise<LoadContext>;
};
const { initPlugins } = nodeRequire('@docusaurus/core/lib/server/plugins/init.js') as {
  initPlugins: (context: LoadContext) => Promise<LoadedPlugin[]>;
};
const { loadThemeAliases } = nodeRequire('@docusaurus/core/lib/webpack/aliases/index.js') as {
  loadThemeAliases: (options: {
    siteDir: string;
    plugins: LoadedPlugin[];
  }) => Promise<Record<string, string>>;
};

const siteDir = join(__dirname, '../..');
let Loading: ComponentType<LoadingProps>;

beforeAll(async () => {
  const plugins = await initPlugins(await loadContext({ siteDir }));
  const shipped = (await loadThemeAliases({ siteDir, plugins }))['@theme/Loading'];
  expect(shipped, 'the file @theme/Loading resolves to').toBeDefined();
  Loading = ((await import(/* @vite-ignore */ shipped)) as { default: ComponentType<LoadingProps> })
    .default;
}, 60_000);

const base = { isLoading: true, timedOut: false, retry: () => undefined };

describe('page loading component', () => {
  test('shows nothing before the delay has passed', () => {
    const { container } = render(<Loading {...base} pastDelay={false} error={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('shows a centred animated spinner once the delay has passed', () => {
    const { container } = render(<Loading {...base} pastDelay error={undefined} />);
    const spinner = container.querySelector('svg');
    expect(spinner).not.toBeNull();
    expect(spinner?.querySelectorAll('animate, animateTransform').length).toBeGreaterThan(0);
    expect((spinner?.parentElement as HTMLElement).style.justifyContent).toBe('center');
  });

  test('shows a red box with the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    render(
      <Loading {...base} retry={retry} pastDelay error={new Error('Loading chunk 42 failed.')} />,
    );
    const message = screen.getByText('Error: Loading chunk 42 failed.');
    const box = message.parentElement as HTMLElement;
    expect(box.style.backgroundColor).toBe('rgb(250, 56, 62)');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
