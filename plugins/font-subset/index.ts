/**
 * The self-hosted fonts subset to the characters of the built pages, and the faces a
 * first view draws preloaded: a step of plugins/build-pipeline, as it rewrites the pages.
 */
import type { PagesStep } from '../build-pipeline/step';
import { reportShrunk } from '../build-pipeline/renamedAssets';
import { subsetFonts, type FontSubsetOptions } from './subsetFonts';

export type { FontSubsetOptions } from './subsetFonts';

export const fontSubsetStep =
  (options: FontSubsetOptions): PagesStep =>
  async ({ outDir }, pages) =>
    reportShrunk('font-subset', await subsetFonts(outDir, await pages.read(), options));
