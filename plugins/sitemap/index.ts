import pluginSitemap, { validateOptions } from '@docusaurus/plugin-sitemap';
import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { LoadContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import type { BuildStep } from '../build-steps/step';

/** Docusaurus's sitemap plugin's options; that plugin checks them and fills in the rest. */
export type SitemapStepOptions = Partial<SitemapOptions>;

export const sitemapStepOptionsSchema = Joi.object<SitemapStepOptions>().unknown();

/**
 * Docusaurus's sitemap plugin, run as a build step instead of in its own postBuild beside
 * the other plugins', so the headers and compressed copies that come later see its file.
 */
export function sitemapStep(context: LoadContext, given: SitemapStepOptions): BuildStep {
  const options = validateOptions({
    options: given,
    validate: (schema, value) => {
      const { error, value: valid } = schema.validate(value ?? {});
      if (error) throw error;
      return valid;
    },
  });
  const plugin = pluginSitemap(context, options);
  return {
    name: 'sitemap',
    reads: [],
    writes: ['sitemap'],
    run: async (site) => plugin?.postBuild?.({ ...site, content: undefined }),
  };
}
