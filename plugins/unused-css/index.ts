/**
 * The stylesheets without the rules no page and no script can use: a build step, as it
 * renames the stylesheets and so rewrites the pages.
 */
import { reportShrunk } from '../build-steps/assets';
import type { BuildStep } from '../build-steps/step';
import { dropUnusedCss } from './dropUnusedCss';

export const unusedCssStep: BuildStep = {
  name: 'unused CSS',
  reads: ['pages', 'stylesheets', 'scripts'],
  writes: ['pages', 'stylesheets'],
  run: async ({ outDir }, pages) => reportShrunk('unused-css', await dropUnusedCss(outDir, pages)),
};
