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
  /**
   * Each page's folder index sending the reader on to the page, for a host that cannot
   * redirect (GitHub Pages; plugins/static-hosting/folderRedirects.ts). Default: false.
   */
  folderRedirects: boolean;
};

export type Options = Omit<PluginOptions, 'socialCard' | 'folderRedirects'> & {
  socialCard: SocialCardOptionsInput;
  folderRedirects?: boolean;
};

const pluginOptionsSchema = Joi.object<PluginOptions>({
  fonts: fontSubsetOptionsSchema.required(),
  socialCard: socialCardOptionsSchema.required(),
  sitemap: sitemapStepOptionsSchema.required(),
  folderRedirects: Joi.boolean().default(false),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
