/**
 * The stylesheets without the rules no page and no script can use: a step of
 * plugins/build-pipeline, as it renames the stylesheets and so rewrites the pages.
 */
import type { PagesStep } from '../build-pipeline/step';
import { reportShrunk } from '../build-pipeline/renamedAssets';
import { dropUnusedCss } from './dropUnusedCss';

export const unusedCssStep: PagesStep = async ({ outDir }, pages) =>
  reportShrunk('unused-css', await dropUnusedCss(outDir, await pages.read()));
