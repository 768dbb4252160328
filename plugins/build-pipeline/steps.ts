import type { LoadContext } from '@docusaurus/types';

import type { BuildStep } from '../build-steps/step';
import { fontSubsetStep } from '../font-subset';
import { llmsFilesStep } from '../llms';
import { openapiDownloadsStep } from '../openapi';
import { searchBuildSteps } from '../search';
import { sitemapStep } from '../sitemap';
import { socialCardStep } from '../social-card';
import { headersStep, precompressStep } from '../static-hosting';
import { folderRedirectsStep } from '../static-hosting/folderRedirects';
import { unusedCssStep } from '../unused-css';
import type { PluginOptions } from './options';

/**
 * Everything the build makes once Docusaurus has written the pages and bundles. Each
 * feature exports its step with what it reads and writes; this list only orders them,
 * and the order is checked from those when the build starts.
 */
export function siteBuildSteps(context: LoadContext, options: PluginOptions): BuildStep[] {
  return [
    // Those that rewrite the pages: read once before the first, written once after the last
    // (search's first step names its worker in the search page, its second writes the index).
    fontSubsetStep(options.fonts),
    unusedCssStep,
    ...searchBuildSteps,
    // Then those that write files of their own.
    llmsFilesStep(context),
    openapiDownloadsStep,
    socialCardStep(options.socialCard),
    sitemapStep(context, options.sitemap),
    // For GitHub Pages, which cannot redirect: after every step that lists the pages.
    ...(options.folderRedirects ? [folderRedirectsStep] : []),
    // Those that see every final file.
    headersStep,
    precompressStep,
  ];
}
