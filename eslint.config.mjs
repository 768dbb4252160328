import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/.work/',
      // The search tests' fixture site, built by the end-to-end run.
      'tests/fixtures/*/build/',
      'tests/fixtures/*/.docusaurus/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Only the cycle check: TypeScript already resolves every import.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@site': [import.meta.dirname] },
        }),
      ],
    },
    // Only the repository's own modules: no package imports them back, so a cycle never
    // runs through node_modules, and following every package's imports made this rule
    // 89 % of the lint's time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A feature is one folder under plugins/: its build code, theme components, browser
    // code and strings. The site (src/) uses a feature's components through `@theme/…`;
    // a plugin gets what it needs from the site as options, and the theme components it
    // imports from plugins and themes (tests/unit/plugin-theme-imports.test.ts resolves
    // every one). docusaurus.config.ts and the tests may use both.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './plugins',
              message: "Use the plugin's theme component (`@theme/…`) instead.",
            },
            {
              target: './plugins',
              from: './src',
              message:
                "Take it as a plugin option, or use a plugin's theme component (`@theme/…`).",
            },
            // The build's layers, lowest first: the step contract (plugins/build-steps), the
            // features that export steps, the pipeline that lists them. No import runs back up.
            {
              target: './plugins/build-steps',
              from: './plugins',
              except: ['./build-steps'],
              message: 'The step contract imports no feature: move what it needs into build-steps.',
            },
            {
              target: './plugins/!(build-pipeline)/**/*',
              from: './plugins/build-pipeline',
              message:
                'A feature exports its step; only the pipeline lists them (take what you need from plugins/build-steps).',
            },
          ],
        },
      ],
    },
  },
);
