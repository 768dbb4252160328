import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import {
  socialCardOptionsSchema,
  type SocialCardOptions,
  type SocialCardOptionsInput,
} from '../social-card/options';

export type PluginOptions = {
  /** Font files every page preloads, by the name their package gives them (no hash). */
  preloadFonts: readonly string[];
  /** The link-preview card (plugins/social-card). */
  socialCard: SocialCardOptions;
  /** Docusaurus's sitemap plugin's options; that plugin checks them and fills in the rest. */
  sitemap: Partial<SitemapOptions>;
};

export type Options = Omit<PluginOptions, 'socialCard'> & { socialCard: SocialCardOptionsInput };

const pluginOptionsSchema = Joi.object<PluginOptions>({
  preloadFonts: Joi.array()
    .items(Joi.string().pattern(/^[a-z0-9-]+$/, 'font file name without its hash'))
    .required(),
  socialCard: socialCardOptionsSchema.required(),
  sitemap: Joi.object().unknown().required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
