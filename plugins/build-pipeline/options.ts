import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import { fontSubsetOptionsSchema, type FontSubsetOptions } from '../font-subset/options';
import { sitemapStepOptionsSchema, type SitemapStepOptions } from '../sitemap';
import {
  socialCardOptionsSchema,
  type SocialCardOptions,
  type SocialCardOptionsInput,
} from '../social-card/options';

/** Each step's options, under its name; each feature's own schema checks them. */
export type PluginOptions = {
  /** The fonts step (plugins/font-subset). */
  fonts: FontSubsetOptions;
  /** The link-preview card (plugins/social-card). */
  socialCard: SocialCardOptions;
  /** The sitemap (plugins/sitemap). */
  sitemap: SitemapStepOptions;
};

export type Options = Omit<PluginOptions, 'socialCard'> & { socialCard: SocialCardOptionsInput };

const pluginOptionsSchema = Joi.object<PluginOptions>({
  fonts: fontSubsetOptionsSchema.required(),
  socialCard: socialCardOptionsSchema.required(),
  sitemap: sitemapStepOptionsSchema.required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
