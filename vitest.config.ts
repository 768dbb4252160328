import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const unitTests = readdirSync(here('./tests/unit'))
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => ({
    file: `tests/unit/${name}`,
    source: readFileSync(here(`./tests/unit/${name}`), 'utf8'),
  }));

/** Test files that mock modules: `vi.mock` applies to the whole graph it is registered in. */
const mockingTests = unitTests
  .filter(({ source }) => source.includes('vi.mock('))
  .map(({ file }) => file);

/**
 * Test files that ask for a DOM (`// @vitest-environment jsdom` on their first line) and
 * mock no module. They share one DOM and one module graph per worker: each file in a
 * DOM and a graph of its own took 28.8 s of CPU for these files instead of 9.3 (making
 * the DOM and importing jsdom again for every file). Each restores what it stubs
 * (globals, timers), and the setup file unmounts what a test drew.
 */
const domTests = unitTests
  .filter(({ source }) => source.startsWith('// @vitest-environment jsdom'))
  .map(({ file }) => file)
  .filter((file) => !mockingTests.includes(file));

/**
 * The theme components the site's plugins ship, as Docusaurus names the files of each
 * plugin's theme path (getThemePath(), `plugins/<name>/theme`): `Toast/index.ts` is
 * `@theme/Toast`, `Toast/ToasterMount.tsx` is `@theme/Toast/ToasterMount`.
 */
const pluginThemeComponents = readdirSync(here('./plugins'))
  .map((plugin) => `plugins/${plugin}/theme`)
  .filter((themePath) => existsSync(here(`./${themePath}`)))
  .flatMap((themePath) =>
    readdirSync(here(`./${themePath}`), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => ({
        find: new RegExp(`^@theme/${file.replace(/(\/index)?\.tsx?$/, '')}$`),
        replacement: here(`./${themePath}/${file}`),
      })),
  );

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    {
      // Docusaurus ships its client components as JSX in .js files.
      name: 'docusaurus-client-jsx',
      enforce: 'pre',
      transform(code, id) {
        if (!/@docusaurus\/core\/lib\/client\/.+\.js$/.test(id)) return null;
        return transformWithOxc(code, `${id}x`, { jsx: { runtime: 'automatic' } });
      },
    },
  ],
  resolve: {
    // Docusaurus's virtual modules exist only inside a Docusaurus build; unit tests
    // resolve them to small stand-ins under tests/unit/stubs/.
    alias: [
      {
        find: /^@theme\/(Browser)?HighlightedCodeBlock$/,
        replacement: here('./tests/unit/stubs/theme/CodeBlock.tsx'),
      },
      {
        find: /^@generated\/chitchatlabs-build-highlight\/default\/.*\.json$/,
        replacement: here('./tests/unit/stubs/generated/highlighted.ts'),
      },
      {
        find: '@generated/chitchatlabs-toasts/default/settings.json',
        replacement: here('./tests/unit/stubs/generated/toastSettings.ts'),
      },
      { find: /^@site\/(.*)$/, replacement: here('./$1') },
      {
        // Build-time packages (@docusaurus/utils, @docusaurus/logger) are real modules, not stand-ins.
        find: /^@docusaurus\/(?!utils$|logger$)([A-Za-z]+)$/,
        replacement: here('./tests/unit/stubs/docusaurus/$1.tsx'),
      },
      ...pluginThemeComponents,
      { find: /^@theme-original\/(.*)$/, replacement: here('./tests/unit/stubs/theme/$1.tsx') },
      { find: /^@theme\/(.*)$/, replacement: here('./tests/unit/stubs/theme/$1.tsx') },
    ],
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // npm test builds the browser tests' sites beside the unit tests: on two busy cores a
    // test that loads the build's libraries took 5.06 s, past the default limit of 5.
    testTimeout: 30_000,
    server: { deps: { inline: [/@docusaurus\/core\/lib\/client/] } },
    projects: [
      { extends: true, test: { name: 'isolated', include: mockingTests } },
      { extends: true, test: { name: 'dom', include: domTests, isolate: false } },
      {
        // The build and plugin tests share one module graph per worker, which saves
        // importing the build's dependencies again for every file (a third of the time).
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...mockingTests, ...domTests],
          isolate: false,
        },
      },
    ],
  },
});
