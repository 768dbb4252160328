/**
 * The grammars stock Docusaurus colours with (prism-react-renderer bundles them), added to
 * the bare core in the order that package adds them, so that a code block gets the same
 * tokens as on a stock site. Loaded as one chunk, only by a page whose code the build
 * could not colour (an expression fed to a CodeBlock, a component that wraps one) in a
 * language the site's own grammars do not know. A grammar the core has already (the
 * site's `additionalLanguages`) is not run again: that would drop what extends it.
 */
import type PrismCore from 'prismjs/components/prism-core';

type Prism = typeof PrismCore;

/** Prism's grammar files register on the global `Prism` while they run. */
const withGlobalPrism = async (prism: Prism, add: () => Promise<unknown>): Promise<void> => {
  const global = globalThis as { Prism?: Prism };
  global.Prism = prism;
  try {
    await add();
  } finally {
    delete global.Prism;
  }
};

// `eager`: in this chunk, run only when called; each names the language it defines.
const grammars: readonly [string, () => Promise<unknown>][] = [
  ['markup', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-markup')],
  ['regex', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-regex')],
  ['clike', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-clike')],
  ['javascript', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-javascript')],
  [
    'actionscript',
    () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-actionscript'),
  ],
  [
    'coffeescript',
    () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-coffeescript'),
  ],
  ['javadoclike', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-javadoclike')],
  ['css', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-css')],
  ['yaml', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-yaml')],
  ['markdown', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-markdown')],
  ['graphql', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-graphql')],
  ['sql', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-sql')],
  ['typescript', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-typescript')],
  ['jsdoc', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-jsdoc')],
  ['flow', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-flow')],
  ['n4js', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-n4js')],
  ['jsx', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-jsx')],
  ['tsx', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-tsx')],
  ['swift', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-swift')],
  ['kotlin', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-kotlin')],
  ['c', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-c')],
  ['objectivec', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-objectivec')],
  ['reason', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-reason')],
  ['rust', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-rust')],
  ['go', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-go')],
  ['cpp', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-cpp')],
  ['python', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-python')],
  ['json', () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-json')],
];

/** Adds to `prism` every stock grammar it does not have yet, in stock's order. */
export async function addStockGrammars(prism: Prism): Promise<void> {
  for (const [language, add] of grammars) {
    if (prism.languages[language] === undefined) await withGlobalPrism(prism, add);
  }
}
