import pluginSitemap, {
  validateOptions as validateSitemapOptions,
} from '@docusaurus/plugin-sitemap';
import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { llmsStep } from '../llms';
import { openapiDownloadsStep } from '../openapi';
import { fontsStep, unusedCssStep } from '../paint-first';
import { searchIndexStep } from '../search';
import { socialCardStep } from '../social-card';
import { headersStep, precompressStep } from '../static-hosting';
import type { PluginOptions } from './options';
import type { BuildStep, BuiltSite } from './step';

export { validateOptions } from './options';

export type NamedStep = readonly [name: string, step: BuildStep];

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
 * Everything the build does once Docusaurus has written the pages and bundles, in
 * order. Each step reads the build as the steps before it left it; none runs beside
 * another, so none can read a file another is still writing.
 */
export function siteBuildSteps(context: LoadContext, options: PluginOptions): NamedStep[] {
  return [
    // Subsets to the characters of the pages as rendered, and adds the preloads to them.
    ['fonts', fontsStep({ preload: options.preloadFonts })],
    // Reads the pages and stylesheets as the fonts step left them; the last step to rewrite pages.
    ['unused CSS', unusedCssStep],
    // Indexes the pages in their final form.
    ['search index', searchIndexStep],
    // From the docs' source, not the pages; before the headers and compression that cover them.
    ['Markdown copies and llms.txt', llmsStep],
    // From openapi.yaml; before the headers and compression that cover them.
    ['OpenAPI downloads', openapiDownloadsStep],
    // From the brand and logo; before the headers that cover it.
    ['social card', socialCardStep(options.socialCard)],
    // From the routes; before the headers and compression that cover it.
    ['sitemap', sitemapStep(context, options.sitemap)],
    // Hashes the inline scripts of the final pages; lists every file the steps above wrote.
    ['headers (CSP, _headers, _nginx)', headersStep],
    // Last: compresses every file as it will be served.
    ['precompression (.gz, .br)', precompressStep],
  ];
}

/** The line the build prints for each step it ran: `[build-pipeline] fonts: 1.23 s`. */
export const stepTimeLine = (name: string, seconds: number): string =>
  `[build-pipeline] ${name}: ${seconds.toFixed(2)} s`;

/**
 * Runs `steps` one after the other on the build, printing each one's time; a failure
 * names its step, and ends the run.
 */
export async function runBuildSteps(steps: readonly NamedStep[], site: BuiltSite): Promise<void> {
  for (const [name, step] of steps) {
    try {
      const started = performance.now();
      await step(site);
      console.info(stepTimeLine(name, (performance.now() - started) / 1000));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Build step "${name}" failed: ${reason}`, { cause: error });
    }
  }
}

/**
 * Runs the build's steps once the pages are written (a plugin's postBuild runs beside
 * the others', so the steps are not plugins of their own).
 */
export default function buildPipelinePlugin(context: LoadContext, options: PluginOptions): Plugin {
  const steps = siteBuildSteps(context, options);
  return {
    name: 'chitchatlabs-build-pipeline',
    postBuild: (site) => runBuildSteps(steps, site),
  };
}
