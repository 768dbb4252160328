/**
 * The self-hosted fonts subset to the characters of the built pages, and the faces a
 * first view draws preloaded: a build step, as it rewrites the pages.
 */
import { reportShrunk } from '../build-steps/assets';
import type { BuildStep } from '../build-steps/step';
import type { FontSubsetOptions } from './options';
import { subsetFonts } from './subsetFonts';

export { fontSubsetOptionsSchema, type FontSubsetOptions } from './options';

export const fontSubsetStep = (options: FontSubsetOptions): BuildStep => ({
  name: 'fonts',
  reads: ['pages', 'stylesheets', 'fonts', 'scripts'],
  writes: ['pages', 'stylesheets', 'fonts'],
  run: async (site, pages) => reportShrunk('font-subset', await subsetFonts(site, pages, options)),
});
