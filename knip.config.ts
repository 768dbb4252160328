import type { KnipConfig } from 'knip';

/**
 * Dead-code check (part of `npm run lint`): unused files, exports and dependencies.
 * Docusaurus finds most of the site's files by convention, not by import, so they are
 * named here as entries.
 */
const config = {
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'docs/**/*.mdx',
    'src/pages/**/*.tsx',
    // Theme components are found by their path (@theme/...), wrapped or swizzled.
    'src/theme/**/*.{ts,tsx}',
    // The site's plugins, which docusaurus.config.ts names by path, and their theme components.
    'plugins/*/index.ts',
    'plugins/*/theme/**/*.{ts,tsx}',
    // The bundler's stand-in for prism-react-renderer (plugins/prism-on-demand).
    'plugins/prism-on-demand/client/index.ts',
    // Files the build plugins name by path: a client module and a bundler stand-in.
    'plugins/preact-in-browser/scrollToHash.ts',
    'plugins/prism-on-demand/client/grammarsWithHighlighter.ts',
    // Stand-ins for Docusaurus's virtual modules in the unit tests (vitest.config.ts).
    'tests/unit/stubs/**/*.{ts,tsx}',
    'bench/*.ts',
    'scripts/*.ts',
  ],
  // Fixture sites are built by the tests that use them, not imported.
  project: ['**/*.{ts,tsx,mjs,mdx}', '!tests/unit/fixtures/**', '!tests/fixtures/**'],
  // Reads docusaurus.config.ts itself, which needs Docusaurus's loader: the entries above do its job.
  docusaurus: false,
  ignoreExportsUsedInFile: true,
  // iproute2's `ip`, which the benchmark's shaped link runs (installed by apt).
  ignoreBinaries: ['ip'],
  ignoreDependencies: [
    // The agent-docs checker, which tests/e2e/agent-docs.spec.ts runs as a command.
    'afdocs',
    // Docusaurus's virtual modules, provided by its bundler.
    /^@theme(-original|-init)?\//,
    /^@docusaurus\/([A-Z]\w*|use\w+|router)$/,
    // Data the build plugins write (plugins/build-highlight: the landing page's code).
    /^@generated\//,
    // The font files, referenced by url() in src/css/fonts.css.
    /^@fontsource\//,
    // The browser's renderer, named by the bundler aliases of plugins/preact-in-browser.
    'preact',
    // Math and diagrams, which only the fixture site tests/fixtures/docusaurus-pages turns on.
    'rehype-katex',
    '@docusaurus/theme-mermaid',
  ],
} satisfies KnipConfig;

export default config;
