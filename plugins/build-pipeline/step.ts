import type { Plugin } from '@docusaurus/types';

/** What Docusaurus hands over once the pages are written: the output folder, routes, config. */
export type BuiltSite = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** One step of the build pipeline: reads the build as the steps before it left it. */
export type BuildStep = (site: BuiltSite) => Promise<void>;
