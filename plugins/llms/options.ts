import type { OptionValidationContext } from '@docusaurus/types';
import { Joi, RemarkPluginsSchema } from '@docusaurus/utils-validation';
import type { PluggableList } from 'unified';

import type { LlmsFile } from './llmsTxt';

export type PluginOptions = {
  /**
   * Remark plugins for the Markdown copies alone. The copies are read with the docs
   * plugin's own `beforeDefaultRemarkPlugins` and `remarkPlugins` already (from the
   * site's config), so these are for what only the copies need.
   */
  remarkPlugins: PluggableList;
  /**
   * Files the remark plugins read besides the page (openapi.yaml): a page's Markdown
   * copy is made again when one of them changes, not only when the page does.
   */
  remarkInputs?: readonly string[];
  /** Files (by URL path) that llms.txt lists besides the pages. */
  files: readonly LlmsFile[];
};

export type Options = Partial<PluginOptions>;

const defaultOptions: PluginOptions = { remarkPlugins: [], remarkInputs: [], files: [] };

const pluginOptionsSchema = Joi.object<PluginOptions>({
  remarkPlugins: RemarkPluginsSchema.default(defaultOptions.remarkPlugins),
  remarkInputs: Joi.array().items(Joi.string()).default(defaultOptions.remarkInputs),
  files: Joi.array()
    .items(
      Joi.object<LlmsFile>({
        title: Joi.string().required(),
        url: Joi.string().pattern(/^\//, 'URL path').required(),
        description: Joi.string().required(),
      }),
    )
    .default(defaultOptions.files),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
