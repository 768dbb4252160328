import type { Plugin } from '@docusaurus/types';

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
  'headers',
  'compressed copies',
] as const;

export type BuildOutput = (typeof buildOutputs)[number];

/** Every kind of file but `left`: what a step that lists the whole site reads. */
export const everyOutputBut = (...left: readonly BuildOutput[]): BuildOutput[] =>
  buildOutputs.filter((output) => !left.includes(output));

/** The work of one step that writes files of its own: reads the build as the steps before it left it. */
export type BuildStep = (site: BuiltSite) => Promise<void>;

/**
 * The work of a step that rewrites the pages. The pages are read once for all such steps
 * (`pages`): each edits them there, and the pipeline writes them once the last has run.
 */
export type PagesStep = (site: BuiltSite, pages: BuiltPages) => Promise<void>;

/** A step of the pipeline and what it reads and writes, from which the order is checked. */
export type PipelineStep = {
  /** What the build prints and errors name: `fonts`, `headers (CSP, _headers, _nginx)`. */
  name: string;
  reads: readonly BuildOutput[];
  writes: readonly BuildOutput[];
  run: PagesStep;
};
