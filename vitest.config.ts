import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Test files that ask for a DOM (`// @vitest-environment jsdom` on their first line). */
const domTests = readdirSync(here('./tests/unit'))
  .filter((name) => /\.test\.tsx?$/.test(name))
  .filter((name) =>
    readFileSync(here(`./tests/unit/${name}`), 'utf8').startsWith('// @vitest-environment jsdom'),
  )
  .map((name) => `tests/unit/${name}`);

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
      { find: /^@site\/(.*)$/, replacement: here('./$1') },
      {
        // Build-time packages (@docusaurus/utils) are real modules, not stand-ins.
        find: /^@docusaurus\/(?!utils$)([A-Za-z]+)$/,
        replacement: here('./tests/unit/stubs/docusaurus/$1.tsx'),
      },
      { find: /^@theme-original\/(.*)$/, replacement: here('./tests/unit/stubs/theme/$1.tsx') },
      { find: /^@theme\/(.*)$/, replacement: here('./tests/unit/stubs/theme/$1.tsx') },
    ],
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    server: { deps: { inline: [/@docusaurus\/core\/lib\/client/] } },
    projects: [
      {
        // DOM tests mock modules and globals, so each file gets its own module graph.
        extends: true,
        test: { name: 'dom', include: domTests },
      },
      {
        // Build and plugin tests mock nothing: they share one module graph per worker,
        // which saves re-importing the build's dependencies for every file.
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: domTests,
          isolate: false,
        },
      },
    ],
  },
});
