import pluginSitemap, {
  validateOptions as validateSitemapOptions,
} from '@docusaurus/plugin-sitemap';
import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { fontSubsetStep } from '../font-subset';
import { llmsFilesStep } from '../llms';
import { openapiDownloadsStep } from '../openapi';
import { searchIndexStep } from '../search';
import { socialCardStep } from '../social-card';
import { headersStep, precompressStep } from '../static-hosting';
import { unusedCssStep } from '../unused-css';
import type { PluginOptions } from './options';
import { checkStepOrder } from './order';
import { builtPages } from './pages';
import { everyOutputBut, type BuildStep, type BuiltSite, type PipelineStep } from './step';

export { validateOptions } from './options';

/** Docusaurus's sitemap plugin, run as a step instead of next to the others. */
function sitemapStep(context: LoadContext, given: Partial<SitemapOptions>): BuildStep {
  const options = validateSitemapOptions({
    options: given,
    validate: (schema, value) => {
      const { error, value: valid } = schema.validate(value ?? {});
      if (error) throw error;
      return valid;
    },
  });
  const plugin = pluginSitemap(context, options);
  return async (site) => plugin?.postBuild?.({ ...site, content: undefined });
}

/**
 * Everything the build does once Docusaurus has written the pages and bundles, in an
 * order the steps' `reads` and `writes` are checked against when the build starts.
 * They run one after the other, not in the plugins' own postBuild: Docusaurus runs every
 * plugin's postBuild at once, and the headers and the compression must see every file.
 */
export function siteBuildSteps(context: LoadContext, options: PluginOptions): PipelineStep[] {
  return [
    // The two steps that rewrite the pages: the pages are read once before the first and
    // written once after the second.
    {
      name: 'fonts',
      reads: ['pages', 'stylesheets', 'fonts', 'scripts'],
      writes: ['pages', 'stylesheets', 'fonts'],
      run: fontSubsetStep({ preload: options.preloadFonts }),
    },
    {
      name: 'unused CSS',
      reads: ['pages', 'stylesheets', 'scripts'],
      writes: ['pages', 'stylesheets'],
      run: unusedCssStep,
    },
    // The steps that write files of their own.
    { name: 'search index', reads: ['pages'], writes: ['search indexes'], run: searchIndexStep },
    {
      name: 'Markdown copies and llms.txt',
      reads: [],
      writes: ['Markdown copies'],
      run: llmsFilesStep(context),
    },
    {
      name: 'OpenAPI downloads',
      reads: [],
      writes: ['OpenAPI downloads'],
      run: openapiDownloadsStep,
    },
    {
      name: 'social card',
      reads: [],
      writes: ['social card'],
      run: socialCardStep(options.socialCard),
    },
    { name: 'sitemap', reads: [], writes: ['sitemap'], run: sitemapStep(context, options.sitemap) },
    // The steps that see the final files: the CSP hashes the pages' inline scripts and
    // `_headers` lists every file; the compressed copies are made of every file as served.
    {
      name: 'headers (CSP, _headers, _nginx)',
      reads: everyOutputBut('headers', 'compressed copies'),
      writes: ['headers'],
      run: headersStep,
    },
    {
      name: 'precompression (.gz, .br)',
      reads: everyOutputBut('headers', 'compressed copies'),
      writes: ['compressed copies'],
      run: precompressStep,
    },
  ];
}

/** The line the build prints for each step it ran: `[build-pipeline] fonts: 1.23 s`. */
export const stepTimeLine = (name: string, seconds: number): string =>
  `[build-pipeline] ${name}: ${seconds.toFixed(2)} s`;

async function timed(name: string, work: () => Promise<unknown>): Promise<void> {
  try {
    const started = performance.now();
    await work();
    console.info(stepTimeLine(name, (performance.now() - started) / 1000));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Build step "${name}" failed: ${reason}`, { cause: error });
  }
}

/**
 * Runs `steps` one after the other on the build, printing each one's time; a failure
 * names its step, and ends the run. The pages are read once, and the pages the steps
 * changed are written once, after the last step that writes pages.
 */
export async function runBuildSteps(
  steps: readonly PipelineStep[],
  site: BuiltSite,
): Promise<void> {
  const pages = builtPages(site.outDir);
  const lastPageWriter = steps.map((step) => step.writes.includes('pages')).lastIndexOf(true);
  for (const [index, step] of steps.entries()) {
    await timed(step.name, () => step.run(site, pages));
    if (index === lastPageWriter) await timed('writing the pages', () => pages.writeChanged());
  }
}

/**
 * Runs the build's steps once the pages are written (a plugin's postBuild runs beside
 * the others', so the steps are not plugins of their own). Their order is checked here,
 * as the build starts.
 */
export default function buildPipelinePlugin(context: LoadContext, options: PluginOptions): Plugin {
  const steps = siteBuildSteps(context, options);
  checkStepOrder(steps);
  return {
    name: 'chitchatlabs-build-pipeline',
    postBuild: (site) => runBuildSteps(steps, site),
  };
}
