/**
 * What a build step is: the contract between the features that make files from the built
 * site and the pipeline that runs them. This folder imports no feature.
 */
import type { Plugin } from '@docusaurus/types';

import type { PageReading } from './pageReading';
import type { BuiltPages } from './pages';

/** What Docusaurus hands over once the pages are written: the output folder, routes, config. */
export type BuiltSite = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * The kinds of file a build step can read or write in the output folder. The bundler
 * writes the scripts; no step rewrites them, as the pages and chunks name them by hash.
 */
export const buildOutputs = [
  'pages',
  'scripts',
  'stylesheets',
  'fonts',
  'search indexes',
  'Markdown copies',
  'OpenAPI downloads',
  'social card',
  'sitemap',
  'folder redirects',
  'headers',
  'compressed copies',
] as const;

export type BuildOutput = (typeof buildOutputs)[number];

/** Every kind of file but `left`: what a step that lists the whole site reads. */
export const everyOutputBut = (...left: readonly BuildOutput[]): BuildOutput[] =>
  buildOutputs.filter((output) => !left.includes(output));

/**
 * One step of the build, exported by the feature whose files it reads and writes, beside
 * the code that does it: the pipeline checks the order of the steps from `reads` and
 * `writes` when the build starts.
 */
export type BuildStep = {
  /** What the build prints and errors name: `fonts`, `headers (CSP, _headers, _nginx)`. */
  name: string;
  reads: readonly BuildOutput[];
  writes: readonly BuildOutput[];
  /**
   * The work: reads the build as the steps before it left it. A step that writes
   * `pages` visits them and queues its edits in `pages`, which writes every step's edits
   * in one pass once the last such step has run; any other step reads them on disk.
   */
  run: (site: BuiltSite, pages: BuiltPages) => Promise<void>;
  /**
   * Parts of the work that can begin before the step's turn, each once the steps that
   * write what it `reads` have run (the bundler's scripts, which no step writes: at
   * once), so that it runs beside the steps in between: their work is JavaScript on one
   * thread, and leaves the other cores idle. The step's `run` starts once its parts are
   * done, and does the rest. The order check stops a build where a part reads what the
   * step itself or a later one writes.
   */
  early?: readonly EarlyPart[];
  /**
   * What the step reads in the final pages, in the one pass the pipeline makes over them
   * for every such step, once the last step that writes pages has run: each page is read
   * from disk and tokenized once for all of them. The step keeps what it gathers for its
   * `run`; a step that reads `pages` and whose `run` gets no pass (run on its own) makes
   * its own.
   */
  pageReading?: (site: BuiltSite) => Promise<PageReading>;
};

/** A part of a step's work that begins early (`BuildStep.early`). */
export type EarlyPart = {
  /** What the build prints for it after the step's name: `scripts`. */
  name: string;
  reads: readonly BuildOutput[];
  run: (site: BuiltSite) => Promise<void>;
};
