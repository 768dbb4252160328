import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export type PluginOptions = {
  /** The brand's CSS for every page's head: variables for both colour modes, font faces. */
  stylesheet: string;
  /** `@custom-media` definitions put in front of every stylesheet. */
  customMedia: string;
};

export type Options = PluginOptions;

const pluginOptionsSchema = Joi.object<PluginOptions>({
  stylesheet: Joi.string().required(),
  customMedia: Joi.string().required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
